<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="Published figures"/>
<%@ include file="header.jspf" %>
<h1>Published figures <span class="badge">published, not measured</span></h1>
<p class="muted">The figures printed by the studies PEARL starts from — PEARL's own case study (Palm M130, M515, Sony Ericsson P800),
  cryptographic primitives on Palm devices, cryptography on ARM PDAs and WTLS handshakes on a Palm VII — kept as data with their
  source, to set beside the devices measured here. They were not measured by this server. A rank is the place in the study's
  increasing order of throughput at 256 KB (1 = slowest); a PDA model is time = a·x + b with x in KB.</p>
<h2>A device's ranking beside a published one</h2>
<form method="get" action="${root}/reference" class="pick" id="rank-pick">
  <label>Device <select name="device"><c:forEach var="d" items="${devices}">
    <option value="${d.deviceId()}" ${comparison != null && param.device == d.deviceId() ? 'selected' : ''}><c:out value="${labels.of(d.deviceId(), d.name())}"/></option></c:forEach></select></label>
  <c:if test="${fn:length(vms) > 1}"><label>VM <select name="vm"><c:forEach var="v" items="${vms}">
    <option value="${fn:escapeXml(v)}" ${v == comparison.vm() ? 'selected' : ''}><c:out value="${v}"/></option></c:forEach></select></label></c:if>
  <label>Published device <select name="published"><c:forEach var="p" items="${rankedDevices}">
    <option value="${fn:escapeXml(p)}" ${p == param.published ? 'selected' : ''}><c:out value="${p}"/></option></c:forEach></select></label>
  <button type="submit">Compare rankings</button>
</form>
<c:if test="${comparison != null}">
  <p class="muted">Slowest first. The device's warm modal throughputs at the largest input size at which it measured the most
    of the published algorithms; the published order is the study's at 256 KB. Spearman's ρ (ties share their rank) over the
    algorithms both have: 1 is the same order, −1 the reverse; with fewer than three in common there is none. A flagged figure is marked.</p>
  <c:if test="${comparedEmulated}"><p id="emulated" class="emulated"><span class="badge emulator">emulator</span> This device is an emulator
    (<c:out value="${comparison.vm()}"/>) on a computer: its order is the computer's, not a phone's, beside a phone's published order.</p></c:if>
  <c:forEach var="k" items="${comparison.kinds()}">
    <section class="ranking rank-comparison">
      <h3><c:out value="${k.name()}"/>: <span class="rho">ρ = <c:choose><c:when test="${k.rho() == null}">—</c:when><c:otherwise><fmt:formatNumber value="${k.rho()}" minFractionDigits="3" maxFractionDigits="3"/></c:otherwise></c:choose></span>
        <span class="muted">over <c:out value="${k.common()}"/> algorithms</span></h3>
      <div class="side-by-side">
        <div><h4><c:out value="${comparison.device()}"/> · <c:out value="${comparison.vm()}"/><c:if test="${k.sizeBytes() != null}">, <fmt:formatNumber value="${k.sizeBytes()}"/> bytes</c:if><c:if test="${comparedEmulated}"> <span class="badge emulator">emulator</span></c:if></h4>
          <ol class="measured"><c:forEach var="e" items="${k.measured()}"><li><span class="name"><c:out value="${e.algorithm()}"/></span> <c:set var="secName" value="${e.algorithm()}"/><%@ include file="security.jspf" %> <span class="muted"><fmt:formatNumber value="${e.value()}" maxFractionDigits="0"/> B/s</span><c:if test="${e.flagged()}"> <span class="flag">flagged</span></c:if></li></c:forEach></ol>
          <c:if test="${empty k.measured()}"><p class="muted">None of these measured.</p></c:if></div>
        <div><h4><c:out value="${comparison.published()}"/> <span class="badge">published</span></h4>
          <ol class="published-order"><c:forEach var="e" items="${k.publishedOrder()}"><li><span class="name"><c:out value="${e.algorithm()}"/></span><c:if test="${security.of(e.algorithm()) != null}"> <c:set var="secName" value="${e.algorithm()}"/><%@ include file="security.jspf" %></c:if></li></c:forEach></ol></div>
      </div>
    </section>
  </c:forEach>
</c:if>
<h2>Every published figure</h2>
<%@ include file="figures-table.jspf" %>
<%@ include file="footer.jspf" %>
