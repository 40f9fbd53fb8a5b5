<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="${page.name()} ${page.operation().label()}"/>
<%@ include file="header.jspf" %>
<c:set var="perOperation" value="${page.rows()[0].series().perOperation()}"/>
<h1><span class="name"><c:out value="${page.name()}"/></span> <c:out value="${page.operation().label()}"/></h1>
<c:set var="secName" value="${page.name()}"/>
<p id="security">Security: <%@ include file="security.jspf" %> <span class="muted"><c:out value="${sec.basis()}"/>. Sources: <c:out value="${sec.source()}"/>.</span></p>
<p class="muted">Every device's warm results · statistics and cold runs on each device's page · <a href="#data">the results as JSON and CSV</a></p>
<c:if test="${page.ranking() != null}">
  <c:set var="ranking" value="${page.ranking()}"/>
  <h2>Ranking at <fmt:formatNumber value="${ranking.sizeBytes()}"/> bytes</h2>
  <div class="scroll"><table id="ranking" class="sortable">
    <thead><tr><th>#</th><th>Device</th>
      <th class="number"><c:choose><c:when test="${ranking.perOperation()}">ms per operation</c:when><c:otherwise>bytes/s</c:otherwise></c:choose></th><th class="number" title="the device's clock / throughput, eBACS's unit: blank where the clock is unknown">Cycles per byte</th><th>Flags</th></tr></thead>
    <tbody>
    <c:forEach var="e" items="${ranking.ranked()}" varStatus="at">
      <tr><td class="rank">${at.index + 1}</td>
        <td><a href="${root}/device?id=${e.deviceId()}"><c:out value="${e.name()}"/></a><c:if test="${labels.emulated(e.deviceId())}"> <span class="badge emulator">emulator</span></c:if></td>
        <td class="number"><fmt:formatNumber value="${e.value()}" maxFractionDigits="${ranking.perOperation() ? Digits.fraction(e.value(), 3) : 0}"/></td>
        <td class="number cpb"><c:if test="${not ranking.perOperation()}"><c:choose><c:when test="${clocks[e.deviceId()] == null}"><a class="clock-unknown" href="#clock-unknown">clock unknown</a></c:when><c:otherwise><fmt:formatNumber value="${CyclesPerByte.of(clocks[e.deviceId()], e.value())}" maxFractionDigits="1"/></c:otherwise></c:choose></c:if></td>
        <td class="flags"></td></tr>
    </c:forEach>
    <c:forEach var="e" items="${ranking.flagged()}">
      <tr class="flagged"><td>—</td>
        <td><a href="${root}/device?id=${e.deviceId()}"><c:out value="${e.name()}"/></a><c:if test="${labels.emulated(e.deviceId())}"> <span class="badge emulator">emulator</span></c:if></td>
        <td class="number"><fmt:formatNumber value="${e.value()}" maxFractionDigits="${ranking.perOperation() ? Digits.fraction(e.value(), 3) : 0}"/></td>
        <td class="number cpb"><c:if test="${not ranking.perOperation()}"><c:choose><c:when test="${clocks[e.deviceId()] == null}"><a class="clock-unknown" href="#clock-unknown">clock unknown</a></c:when><c:otherwise><fmt:formatNumber value="${CyclesPerByte.of(clocks[e.deviceId()], e.value())}" maxFractionDigits="1"/></c:otherwise></c:choose></c:if></td>
        <td class="flags"><span class="flag"><c:out value="${e.flags()}"/></span></td></tr>
    </c:forEach>
    </tbody>
  </table></div>
  <p class="muted">Fastest first, ranked 1.
    Flagged results (too few samples, a timer too coarse for them, or runs of the device more than 5 % apart) are no finding: they follow, marked and unranked.</p>
</c:if>
<%@ include file="clock-note.jspf" %>
<h2>By input size</h2>
<canvas data-chart="devices" height="110"></canvas>
<div class="scroll"><table id="by-size" class="sortable">
  <thead><tr><th>Device</th>
    <c:forEach var="size" items="${page.sizes()}"><th class="number"><fmt:formatNumber value="${size}"/> B</th></c:forEach></tr></thead>
  <tbody>
  <c:forEach var="row" items="${page.rows()}">
    <tr><td><a href="${root}/device?id=${row.deviceId()}"><c:out value="${row.series().label()}"/></a><c:if test="${labels.emulated(row.deviceId())}"> <span class="badge emulator">emulator</span></c:if></td>
      <%-- one line a cell: a page of a hundred devices is served hundreds of times a second, whitespace and all --%>
      <c:forEach var="cell" items="${row.cells()}"><td class="number"<c:if test="${cell != null and not empty cell.flags()}"> title="<c:out value='${cell.flags()}'/>"</c:if>><c:choose><c:when test="${cell == null}">—</c:when><c:when test="${perOperation}"><fmt:formatNumber value="${cell.modalMs()}" maxFractionDigits="${Digits.fraction(cell.modalMs(), 3)}"/> ms</c:when><c:when test="${cell.throughput() == null}">too fast</c:when><c:otherwise><fmt:formatNumber value="${cell.throughput()}" maxFractionDigits="0"/></c:otherwise></c:choose><c:if test="${cell != null and not empty cell.flags()}"><span class="flag-mark">*</span></c:if></td></c:forEach></tr>
  </c:forEach>
  </tbody>
</table></div>
<p class="muted"><c:choose><c:when test="${perOperation}">Modal time per operation.</c:when><c:otherwise>Throughput in bytes/s.</c:otherwise></c:choose>
  <span class="flag-mark">*</span> flagged (too few samples, samples spanning fewer than 20 timer ticks, or the device's runs more than 5 % apart): hover for which.</p>
<c:if test="${not empty page.published()}">
  <h2>Published figures <span class="badge">published, not measured</span></h2>
  <c:set var="figures" value="${page.published()}"/>
  <%@ include file="figures-table.jspf" %>
</c:if>
<%@ include file="exports.jspf" %>
<%@ include file="footer.jspf" %>
