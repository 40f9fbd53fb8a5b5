<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="Install on a phone"/>
<%@ include file="header.jspf" %>
<h1>Install the collector on a phone</h1>
<p>Open a suite's link in the phone's browser, or scan its code: the phone downloads the MIDlet suite over the air and
  will send its samples back to this server. Install every suite of your choice from this page: each carries this
  visit's enrolment code <b id="code" class="code"><c:out value="${code}"/></b>, so the results of them all come
  together under one device.</p>
<form class="pick" method="get" action="${root}/install">
  <input type="hidden" name="code" value="<c:out value='${code}'/>">
  <label>The largest JAR the phone takes
    <select name="limit" id="limit">
      <option value="full"<c:if test="${limit == null}"> selected</c:if>>no limit: the full suite</option>
      <c:forEach var="l" items="${limits}">
        <option value="${l}"<c:if test="${l == limit}"> selected</c:if>><fmt:formatNumber value="${l / 1024}" maxFractionDigits="0"/> KB</option>
      </c:forEach>
    </select>
  </label>
  <button type="submit">Show the suites</button>
</form>
<form class="pick" id="clock-form" method="post" action="${root}/install">
  <input type="hidden" name="code" value="<c:out value='${code}'/>">
  <c:if test="${limit != null}"><input type="hidden" name="limit" value="${limit}"></c:if>
  <label>CPU clock (MHz), if you know it
    <input type="text" name="clock" id="clock" inputmode="numeric" size="6" maxlength="6" value="${clock}">
  </label>
  <button type="submit">Save the clock</button>
</form>
<c:if test="${clockSaved}">
  <p id="clock-saved"><c:choose>
    <c:when test="${clock != null}">Saved with this visit's code: the phone's device gets a CPU clock of <b>${clock} MHz</b>
      when its suites register, unless it has one already, and its results then also show cycles per byte.</c:when>
    <c:otherwise>No clock is kept with this visit's code.</c:otherwise>
  </c:choose> The administrator can correct a device's clock.</p>
</c:if>
<c:choose>
  <c:when test="${empty offers}">
    <p class="empty">This server was built without the MIDlet suites.</p>
  </c:when>
  <c:otherwise>
    <div class="scroll"><table id="suites">
      <thead><tr><th>Suite</th><th class="number">JAR</th><th>Measures</th><th>Install</th></tr></thead>
      <tbody>
      <c:forEach var="o" items="${offers}">
        <tr<c:if test="${o.overLimit()}"> class="over"</c:if>>
          <td data-label="Suite"><c:out value="${o.name()}"/></td>
          <td class="number" data-label="JAR" data-bytes="${o.jarBytes()}"><fmt:formatNumber value="${o.jarBytes() / 1024}" maxFractionDigits="0"/> KB<c:if
              test="${o.overLimit()}"><span class="flag">over the limit</span></c:if><c:if
              test="${o.needs() != null}"><span class="needs" data-needs="${o.needs()}">needs a phone taking <fmt:formatNumber
              value="${o.needs() / 1024}" maxFractionDigits="0"/> KB</span></c:if></td>
          <td data-label="Measures"><c:choose>
            <c:when test="${o.testCases() == null}">every algorithm of PEARL's catalogue</c:when>
            <c:otherwise>${o.testCases()} ${o.testCases() == 1 ? 'test case' : 'test cases'}: <c:forTokens var="a" items="${o.algorithms()}" delims="," varStatus="at"><c:if test="${not at.first}">, </c:if><span class="name"><c:out value="${fn:trim(a)}"/></span></c:forTokens></c:otherwise>
          </c:choose></td>
          <td data-label="Install"><a class="jad" id="jad-<c:out value='${o.name()}'/>" href="<c:out value='${o.jad()}'/>"><c:out value="${o.jad()}"/></a>
            <div class="qr">${o.qr()}</div></td>
        </tr>
      </c:forEach>
      </tbody>
    </table></div>
    <c:if test="${overLimit}">
      <p id="over-limit">The suites marked <span class="flag">over the limit</span> are larger than the limit chosen.
        <c:if test="${needs != null}">They measure elliptic curves, whose code takes more than the limit leaves beside what
          every suite carries, so the build holds them to <b id="needs"><fmt:formatNumber value="${needs / 1024}"
          maxFractionDigits="0"/> KB</b> instead: they need a phone that takes JARs of that size.</c:if>
        A phone that takes no larger JAR than the limit chosen refuses them.</p>
    </c:if>
  </c:otherwise>
</c:choose>
<h2>On the phone</h2>
<ol>
  <li>Install each suite, then start it (<b>PEARL</b>, or <b>PEARL 64k-1</b> and so on for the smaller suites).
    Choose <i>Quick run</i> for a first look, or <i>Custom plan</i>.</li>
  <li>Choose <i>Sync samples</i>: the first time, name the phone's model; the server registers it. Each suite does
    this once: a phone keeps each suite's records apart.</li>
  <li>Come back here: the phone appears under <a href="${root}/results">Results</a>, once, with every suite's results.</li>
</ol>
<p id="remove">To take the phone's samples and results off this server, choose <i>Remove from server</i> in any of
  its suites: the phone signs the request, the server removes them and says how many; the phone keeps its own.</p>
<p class="muted">Needs MIDP 1.0 and CLDC 1.0 or later. The server must be reachable from the phone at the address above;
  behind a proxy, open this page through the address the phone will use. For another phone, open
  <a href="${root}/install">this page</a> anew: each visit has its own code.</p>
<%@ include file="footer.jspf" %>
