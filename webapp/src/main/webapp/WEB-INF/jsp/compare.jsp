<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="Compare devices"/>
<%@ include file="header.jspf" %>
<h1>Compare devices</h1>
<form method="get" action="${root}/compare" class="pick" id="compare-form" data-most="${most}">
  <c:forEach var="d" items="${devices}">
    <label><input type="checkbox" name="device" value="${d.deviceId()}"<c:forEach var="v" items="${paramValues.device}"><c:if test="${v == d.deviceId().toString()}"> checked</c:if></c:forEach>> <c:out value="${labels.of(d.deviceId(), d.name())}"/></label>
  </c:forEach>
  <button type="submit">Compare</button>
  <p id="compare-problem" class="problem" role="status" hidden>Tick 2 to <c:out value="${most}"/> different devices to compare them.</p>
</form>
<script src="${root}/static/pearl-compare.js"></script>
<c:if test="${comparison != null}">
  <p class="muted">Warm results at the largest input size all the devices measured. Ratio: the device's value over the first
    device's — above 1 is faster for throughput, slower for a time per operation. A flagged value (too few samples, a
    timer too coarse for it, or runs of the device more than 5 % apart) is no finding, and neither is a ratio built on one: both are marked.
    Security: the algorithm's strength and status (hover for what it rests on and the sources). Cycles per byte where a device's clock is known.</p>
  <div class="scroll"><table id="comparison" class="sortable">
    <thead><tr><th>Algorithm</th><th>Operation</th><th class="number">Input (bytes)</th>
      <c:forEach var="n" items="${comparison.devices()}"><th class="number"><c:out value="${n}"/></th></c:forEach>
      <c:forEach var="n" items="${comparison.devices()}" begin="1"><th class="number">ratio <c:out value="${n}"/></th></c:forEach>
      <th>Security</th>
      <c:forEach var="n" items="${comparison.devices()}"><th class="number cpb" title="the device's clock / throughput, eBACS's unit: blank where the clock is unknown">cycles/B <c:out value="${n}"/></th></c:forEach>
    </tr></thead>
    <tbody>
    <c:forEach var="row" items="${comparison.rows()}">
      <tr><td class="name"><c:out value="${row.algorithm()}"/></td><td><c:out value="${row.operation().label()}"/><c:if test="${row.perOperation()}"> (ms)</c:if></td>
        <td class="number"><fmt:formatNumber value="${row.sizeBytes()}"/></td>
        <c:forEach var="v" items="${row.values()}" varStatus="at"><td class="number"><c:choose><c:when test="${v == null}">—</c:when><c:otherwise><fmt:formatNumber value="${v}" maxFractionDigits="${row.perOperation() ? Digits.fraction(v, 3) : 0}"/></c:otherwise></c:choose><c:if test="${not empty row.flags()[at.index]}"> <span class="flag"><c:out value="${row.flags()[at.index]}"/></span></c:if></td></c:forEach>
        <c:forEach var="r" items="${row.ratios()}" begin="1" varStatus="at"><td class="number ratio"><c:choose><c:when test="${r == null}">—</c:when><c:otherwise><fmt:formatNumber value="${r}" maxFractionDigits="2"/>×</c:otherwise></c:choose><c:if test="${row.ratioFlagged(at.index)}"> <span class="flag">flagged</span></c:if></td></c:forEach>
        <td class="security-cell"><c:set var="secName" value="${row.algorithm()}"/><%@ include file="security.jspf" %></td>
        <c:forEach var="cpb" items="${row.cyclesPerByte()}" varStatus="at"><td class="number cpb"><c:choose><c:when test="${cpb != null}"><fmt:formatNumber value="${cpb}" maxFractionDigits="1"/></c:when><c:when test="${comparison.clocks()[at.index] == null and not row.perOperation()}"><a class="clock-unknown" href="#clock-unknown">clock unknown</a></c:when></c:choose></td></c:forEach>
      </tr>
    </c:forEach>
    </tbody>
  </table></div>
  <%@ include file="clock-note.jspf" %>
</c:if>
<%@ include file="footer.jspf" %>
