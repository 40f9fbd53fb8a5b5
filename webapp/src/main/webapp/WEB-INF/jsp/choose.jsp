<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="Choose an algorithm"/>
<%@ include file="header.jspf" %>
<h1>Choose an algorithm</h1>
<p class="muted">Which algorithm does a task fastest on a phone, at the security you need? The time is predicted
  from each device's measured line (time = a · size + b), the security from the facts PEARL ships with their sources
  (<a href="${root}/api/choose?task=hash&amp;size=1024">also as JSON</a>; how it works and what it does not know: docs/web.md).</p>
<form method="get" action="${root}/choose" class="choose" id="choose-form">
  <label for="task">Task</label>
  <select id="task" name="task">
    <c:forEach var="t" items="${tasks}">
      <option value="${t.label()}"<c:if test="${param.task == t.label()}"> selected</c:if>><c:out value="${t.label()}"/></option>
    </c:forEach>
  </select>
  <label for="size">Message size (bytes)</label>
  <input id="size" name="size" type="number" min="1" value="<c:out value='${empty param.size ? 102400 : param.size}'/>">
  <label for="strength">Least strength (bits)</label>
  <input id="strength" name="strength" type="number" min="0" max="512" value="<c:out value='${empty param.strength ? defaultStrength : param.strength}'/>">
  <label for="legacy">Legacy algorithms</label>
  <label><input id="legacy" name="legacy" type="checkbox" value="true"<c:if test="${param.legacy == 'true'}"> checked</c:if>> may qualify</label>
  <label for="messages">Messages (session)</label>
  <input id="messages" name="messages" type="number" min="1" value="<c:out value='${empty param.messages ? 1 : param.messages}'/>">
  <span>Devices</span>
  <span><c:forEach var="d" items="${devices}"><label class="device-pick"><input type="checkbox" name="device" value="${d.deviceId()}"<c:forEach var="v" items="${paramValues.device}"><c:if test="${v == d.deviceId().toString()}"> checked</c:if></c:forEach>> <c:out value="${labels.of(d.deviceId(), d.name())}"/></label> </c:forEach>
    <span class="muted">(none: every device)</span></span>
  <span></span><span><button type="submit">Choose</button></span>
</form>
<c:if test="${answers != null}">
  <p class="muted" id="answer-note">Qualifying choices first, fastest first. A choice qualifies when every algorithm in it is
    recommended or acceptable (legacy too, if allowed), at least as strong as asked, and measured without a flag.
    <span class="extrapolated">extrapolated</span>: the size lies outside the sizes the device measured, by the factor shown —
    the further, the less the line can be trusted.
    · <a href="#data">the whole answer as JSON and CSV</a></p>
  <c:if test="${empty answers}"><p class="empty" id="no-answer">No device has measured what this task needs.</p></c:if>
  <c:if test="${not empty answers and fn:length(answers) > 1}">
    <section class="answer" id="across-devices">
      <h2>On all <c:out value="${fn:length(answers)}"/> devices</h2>
      <c:choose>
        <c:when test="${empty acrossDevices}"><p class="empty">No choice qualifies on every device.</p></c:when>
        <c:otherwise>
          <p class="muted">The choices that qualify on every device, best first: each one's time over the fastest qualifying
            choice's, on the device where it does worst. <b>fastest</b> or <b>near-fastest</b> (within
            <fmt:formatNumber value="${(near - 1) * 100}" maxFractionDigits="0"/> %) on every device is the safe pick.</p>
          <div class="scroll"><table class="sortable" id="across">
            <thead><tr><th>Choice</th><th class="number">Worst time over the fastest</th><th>On every device</th><th>Farthest from the fastest on</th></tr></thead>
            <tbody>
            <c:forEach var="x" items="${acrossDevices}">
              <tr class="${x.nearFastest() ? 'qualifies' : ''}"><td class="algorithms"><c:out value="${x.name()}"/></td>
                <td class="number" data-sort="${x.worstRatio()}"><fmt:formatNumber value="${x.worstRatio()}" maxFractionDigits="2"/>×</td>
                <td class="verdict"><c:choose><c:when test="${x.worstRatio() == 1}">fastest</c:when><c:when test="${x.nearFastest()}">near-fastest</c:when><c:otherwise>slower</c:otherwise></c:choose></td>
                <td><c:out value="${labels.of(x.slowestOn(), '')}"/></td></tr>
            </c:forEach>
            </tbody>
          </table></div>
        </c:otherwise>
      </c:choose>
    </section>
  </c:if>
  <c:forEach var="a" items="${answers}">
    <section class="answer" id="answer-${a.deviceId()}">
      <c:set var="clock" value="${a.clockKnown()}"/>
      <h2><a href="${root}/device?id=${a.deviceId()}"><c:out value="${a.device()}"/></a>
        <span class="muted">· <c:out value="${a.qualifying()}"/> of <c:out value="${fn:length(a.all())}"/> qualifying</span></h2>
      <c:set var="rows" value="${a.shown()}"/><c:set var="tableId" value="choices-${a.deviceId()}"/>
      <%@ include file="choice-rows.jspf" %>
      <c:if test="${not empty a.fasterExcluded()}">
        <h3>Faster, but excluded</h3>
        <c:set var="rows" value="${a.fasterExcluded()}"/><c:set var="tableId" value="excluded-${a.deviceId()}"/>
        <%@ include file="choice-rows.jspf" %>
      </c:if>
      <c:if test="${fn:length(a.all()) > fn:length(a.shown())}">
        <details class="all-choices" id="all-${a.deviceId()}">
          <summary>Every choice on this device (<c:out value="${fn:length(a.all())}"/>), with why each excluded one does not qualify</summary>
          <c:set var="rows" value="${a.all()}"/><c:set var="tableId" value="all-choices-${a.deviceId()}"/>
          <%@ include file="choice-rows.jspf" %>
        </details>
      </c:if>
    </section>
  </c:forEach>
  <%@ include file="clock-note.jspf" %>
  <%@ include file="exports.jspf" %>
</c:if>
<%@ include file="footer.jspf" %>
