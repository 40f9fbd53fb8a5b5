<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="${model}"/>
<%@ include file="header.jspf" %>
<h1><c:out value="${model}"/></h1>
<p class="muted">A phone model: every device whose phone reported it (or whose owner named it so) counts once
  per figure, with the median of its warm results. <a href="#data">These figures as JSON and CSV</a>.</p>
<section>
  <h2>Devices</h2>
  <ul id="model-devices" class="columns">
    <c:forEach var="d" items="${devices}">
      <li><a href="${root}/device?id=${d.key}"><c:out value="${d.value}"/></a></li>
    </c:forEach>
  </ul>
</section>
<section>
  <h2>Figures</h2>
  <p class="muted">Per algorithm, operation and input size: the median of the devices' modal times per call, the
    throughput at that median, how many devices measured it and how far apart they are (slowest minus fastest, over
    the median). With three devices or more, a device <c:out value="${farPercent}"/> % or more from the median is
    marked <span class="far">far</span>: a phone unlike its model's others, or a run to look at.</p>
  <div class="scroll"><table id="model-figures" class="sortable">
    <thead><tr><th>Algorithm</th><th>Security</th><th>Operation</th><th class="number">Key bits</th><th class="number">Size (B)</th>
      <th class="number">Median (ms)</th><th class="number">Throughput (B/s)</th><th class="number">Devices</th>
      <th class="number">Spread</th><th>Far from the median</th></tr></thead>
    <tbody>
    <c:forEach var="f" items="${figures}">
      <tr>
        <td class="name"><c:out value="${f.algorithm()}"/></td>
        <td class="security-cell"><c:set var="secName" value="${f.algorithm()}"/><%@ include file="security.jspf" %></td>
        <td><c:out value="${f.operation().label()}"/></td>
        <td class="number key-bits"><c:if test="${f.keyBits() > 0}">${f.keyBits()}</c:if></td>
        <td class="number"><fmt:formatNumber value="${f.sizeBytes()}"/></td>
        <td class="number"><fmt:formatNumber value="${f.medianMs()}" maxFractionDigits="${Digits.fraction(f.medianMs(), 4)}"/></td>
        <td class="number"><c:if test="${f.throughput() != null}"><fmt:formatNumber value="${f.throughput()}" maxFractionDigits="0"/></c:if></td>
        <td class="number">${f.devices()}</td>
        <td class="number"><c:if test="${f.spread() != null}"><fmt:formatNumber value="${f.spread()}" type="percent" maxFractionDigits="0"/></c:if></td>
        <td><c:forEach var="far" items="${f.far()}" varStatus="s"><c:if test="${!s.first}">, </c:if><a class="far" href="${root}/device?id=${far.deviceId()}"><c:out value="${far.device()}"/></a> <span class="muted">×<fmt:formatNumber value="${far.ratio()}" maxFractionDigits="2"/></span></c:forEach></td>
      </tr>
    </c:forEach>
    </tbody>
  </table></div>
</section>
<%@ include file="exports.jspf" %>
<%@ include file="footer.jspf" %>
