<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="${page.name()}"/>
<%@ include file="header.jspf" %>
<h1><c:out value="${page.name()}"/></h1>
<p class="muted"><c:if test="${marks.model() != null}"><c:url var="modelLink" value="/model"><c:param name="name" value="${marks.model()}"/></c:url>Model <a id="model" href="${modelLink}"><c:out value="${marks.model()}"/></a> (its devices together, and which are far from the others) · </c:if>VM <c:out value="${page.vm()}"/> ·
  <span id="clock"><c:choose><c:when test="${page.clockMhz() != null}">CPU clock <c:out value="${page.clockMhz()}"/> MHz (throughputs also as cycles per byte)</c:when><c:otherwise>CPU clock unknown, so no cycles per byte: <a href="#clock-unknown">where to give it</a></c:otherwise></c:choose></span> ·
  <a href="${root}/handshake?device=${page.id()}">handshake estimate</a> ·
  <a href="#data">results and samples as JSON and CSV</a></p>
<c:if test="${not empty heapFits}">
<ul id="heap" class="muted">
  <c:forEach var="h" items="${heapFits}">
  <li>On <c:out value="${h.vm()}"/><c:if test="${h.heapBytes() > 0}"> (Java heap <fmt:formatNumber value="${h.heapBytes()}"/> bytes<c:if test="${h.freeBytes() > 0}">, <span class="heap-free"><fmt:formatNumber value="${h.freeBytes()}"/> bytes</span> free once the suite's test cases were listed</c:if>)</c:if>:
    <c:choose><c:when test="${h.measurementsShort() > 0}">inputs up to <b><fmt:formatNumber value="${h.largestInput()}"/> bytes</b> fitted the heap;
      <c:out value="${h.measurementsShort()}"/> larger ones (a test case at one size each) did not, and were not measured.</c:when>
      <c:when test="${h.largestInput() > 0}">every input fitted the heap, up to <fmt:formatNumber value="${h.largestInput()}"/> bytes.</c:when>
      <c:otherwise>the runs did not record what fitted the heap.</c:otherwise></c:choose></li>
  </c:forEach>
</ul>
</c:if>

<c:if test="${marks.count() > 0}">
<p id="far-from-model">This device measured <c:out value="${marks.count()}"/> of its figures <c:out value="${farPercent}"/> % or more
  away from the median of its model's devices: marked <span class="far">far</span> below, with its time over the median.
  A phone unlike its model's others, or a run to look at.</p>
</c:if>

<c:if test="${labels.emulated(page.id())}">
<p id="emulated" class="emulated"><span class="badge emulator">emulator</span> These figures were measured by an emulator
  (<c:out value="${page.vm()}"/>) on a computer, not on a phone: they say how the computer runs the MIDlet, and do not
  compare with phones' figures such as the <a href="${root}/reference">published Palm and P800 figures</a>.</p>
</c:if>
<h2>Summary</h2>
<p class="muted">As in PEARL's published tables: per category, at the largest input size the algorithms share,
  the highest and lowest throughput and the algorithms fastest first, ranked 1 (warm samples).
  A flagged result (too few samples, a timer too coarse for it, or runs of the device that disagree by more than 5 %) is no finding: it is listed apart, marked, and never
  named lowest or highest. Beside each algorithm, its security strength and status (recommended, acceptable, legacy,
  broken: hover for what it rests on and the sources); PEARL measures broken algorithms too, so that they compare.</p>
<c:forEach var="r" items="${page.rankings()}">
  <section class="ranking" id="ranking-${r.category()}">
    <h3><c:out value="${r.category().title()}"/> at <fmt:formatNumber value="${r.sizeBytes()}"/> bytes</h3>
    <c:choose><c:when test="${r.highest() != null}">
    <p class="extremes">Highest <b><fmt:formatNumber value="${r.highest().value()}" maxFractionDigits="0"/></b> bytes/s
      (<span class="name"><c:out value="${r.highest().name()}"/></span>), lowest <b><fmt:formatNumber value="${r.lowest().value()}" maxFractionDigits="0"/></b>
      bytes/s (<span class="name"><c:out value="${r.lowest().name()}"/></span>).</p>
    <ol class="order">
      <c:forEach var="e" items="${r.ranked()}">
        <li><span class="name"><c:out value="${e.name()}"/></span> <span class="muted"><fmt:formatNumber value="${e.value()}" maxFractionDigits="0"/></span><c:set var="cpb" value="${CyclesPerByte.of(page.clockMhz(), e.value())}"/><c:if test="${cpb != null}"><span class="cpb"><fmt:formatNumber value="${cpb}" maxFractionDigits="1"/> cycles/B</span></c:if><c:set var="secName" value="${e.name()}"/><%@ include file="security.jspf" %></li>
      </c:forEach>
    </ol>
    </c:when><c:otherwise><p class="extremes muted">No unflagged result to rank at this size.</p></c:otherwise></c:choose>
    <c:if test="${not empty r.flagged()}">
    <p class="muted">Flagged, not ranked:</p>
    <ul class="flagged">
      <c:forEach var="e" items="${r.flagged()}">
        <li><span class="name"><c:out value="${e.name()}"/></span> <span class="muted"><fmt:formatNumber value="${e.value()}" maxFractionDigits="0"/></span> <span class="flag"><c:out value="${e.flags()}"/></span><c:set var="secName" value="${e.name()}"/><%@ include file="security.jspf" %></li>
      </c:forEach>
    </ul>
    </c:if>
  </section>
</c:forEach>

<h2>Every algorithm</h2>
<c:set var="index" value="0"/>
<c:forEach var="category" items="${page.series()}">
  <h3><c:out value="${category.key.title()}"/></h3>
  <c:forEach var="s" items="${category.value}">
    <details class="algorithm">
      <summary><span class="name"><c:out value="${s.label()}"/></span><c:set var="secName" value="${s.algorithm()}"/><%@ include file="security.jspf" %>
        <span class="muted"><c:choose>
          <c:when test="${s.perOperation()}"><fmt:formatNumber value="${s.largest().modalMs()}" maxFractionDigits="${Digits.fraction(s.largest().modalMs(), 3)}"/> ms per operation</c:when>
          <c:when test="${s.largest().throughput() != null}"><fmt:formatNumber value="${s.largest().throughput()}" maxFractionDigits="0"/> bytes/s at <fmt:formatNumber value="${s.largest().sizeBytes()}"/> bytes</c:when>
        </c:choose></span>
        <c:if test="${not empty s.largest().flags()}"><span class="flag"><c:out value="${s.largest().flags()}"/></span></c:if>
        <c:if test="${marks.anyIn(s)}"><span class="far">far from its model</span></c:if></summary>
      <canvas data-chart="s${index}" height="90"></canvas>
      <%@ include file="series-table.jspf" %>
    </details>
    <c:set var="index" value="${index + 1}"/>
  </c:forEach>
</c:forEach>
<c:if test="${page.clockMhz() == null}"><%@ include file="clock-note.jspf" %></c:if>
<%@ include file="exports.jspf" %>
<%@ include file="footer.jspf" %>
