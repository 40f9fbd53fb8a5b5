<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="${name} ${operation}"/>
<%@ include file="header.jspf" %>
<h1><c:out value="${name}"/> <c:out value="${operation}"/></h1>
<c:url var="csv" value="/api/results"><c:param name="algorithm" value="${name}"/><c:param name="operation" value="${operation}"/><c:param name="format" value="csv"/></c:url>
<p class="muted">Every device's results · <a href="${csv}">CSV</a></p>
<c:if test="${ranking != null}">
  <h2>Ranking at <fmt:formatNumber value="${ranking.sizeBytes()}"/> bytes</h2>
  <table id="ranking">
    <thead><tr><th>#</th><th>Device</th>
      <th class="number"><c:choose><c:when test="${ranking.perOperation()}">ms per operation</c:when><c:otherwise>bytes/s</c:otherwise></c:choose></th><th>Flags</th></tr></thead>
    <tbody>
    <c:forEach var="e" items="${ranking.increasing()}" varStatus="at">
      <tr><td>${fn:length(ranking.increasing()) - at.index}</td>
        <td><a href="${root}/device?id=${e.deviceId()}"><c:out value="${e.name()}"/></a></td>
        <td class="number"><fmt:formatNumber value="${e.value()}" maxFractionDigits="${ranking.perOperation() ? 3 : 0}"/></td>
        <td class="flags"><c:out value="${e.flags()}"/></td></tr>
    </c:forEach>
    </tbody>
  </table>
  <p class="muted">Fastest first is at the bottom, as PEARL listed them: in increasing order of throughput.</p>
</c:if>
<h2>By input size</h2>
<canvas data-chart="devices" height="110"></canvas>
<c:forEach var="s" items="${series}">
  <h3><c:out value="${s.label()}"/></h3>
  <%@ include file="series-table.jspf" %>
</c:forEach>
<%@ include file="footer.jspf" %>
