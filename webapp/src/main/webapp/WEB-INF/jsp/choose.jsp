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
  <span><c:forEach var="d" items="${devices}"><label><input type="checkbox" name="device" value="${d.rowId()}"<c:forEach var="v" items="${paramValues.device}"><c:if test="${v == d.rowId().toString()}"> checked</c:if></c:forEach>> <c:out value="${d.name()}"/></label> </c:forEach>
    <span class="muted">(none: every device)</span></span>
  <span></span><span><button type="submit">Choose</button></span>
</form>
<c:if test="${answers != null}">
  <p class="muted" id="answer-note">Qualifying choices first, fastest first. A choice qualifies when every algorithm in it is
    recommended or acceptable (legacy too, if allowed), at least as strong as asked, and measured without a flag.
    <span class="extrapolated">extrapolated</span>: the size lies outside the sizes the device measured.
    · <a href="${root}/api/choose?<c:out value='${api}'/>">JSON</a> · <a href="${root}/api/choose?<c:out value='${api}'/>&amp;format=csv">CSV</a></p>
  <c:if test="${empty answers}"><p class="empty" id="no-answer">No device has measured what this task needs.</p></c:if>
  <c:forEach var="a" items="${answers}">
    <section class="answer">
      <h2><a href="${root}/device?id=${a.deviceId()}"><c:out value="${a.device()}"/></a>
        <span class="muted">· <c:out value="${a.qualifying()}"/> qualifying</span></h2>
      <div class="scroll"><table class="choices" id="choices-${a.deviceId()}">
        <thead><tr><th>#</th><th>Algorithms</th><th class="number">Predicted (ms)</th><th>Strength</th><th>Status</th>
          <th>Qualifies</th><th>Why not</th></tr></thead>
        <tbody>
        <c:forEach var="c" items="${a.shown()}" varStatus="at">
          <tr class="${c.qualifies() ? 'qualifies' : 'excluded'}" data-ms="${c.predictedMs()}">
            <td>${at.index + 1}</td>
            <td class="algorithms"><c:if test="${c.handshake() != null}"><c:out value="${c.handshake()}"/> handshake: </c:if><c:out value="${c.name()}"/></td>
            <td class="number"><fmt:formatNumber value="${c.predictedMs()}" maxFractionDigits="3"/><c:if test="${c.extrapolated()}"><span class="extrapolated">extrapolated</span></c:if><c:if test="${c.cyclesPerByte() != null}"><span class="cpb"><fmt:formatNumber value="${c.cyclesPerByte()}" maxFractionDigits="1"/> cycles/B</span></c:if></td>
            <td class="strength"><c:out value="${c.strengthBits()}"/> bits</td>
            <td class="status"><span class="security status-${c.status()}"><c:out value="${c.status()}"/></span></td>
            <td class="qualifies">${c.qualifies() ? 'yes' : 'no'}</td>
            <td class="reason"><c:out value="${c.reason()}"/></td>
          </tr>
        </c:forEach>
        </tbody>
      </table></div>
      <c:if test="${a.more() > 0}"><p class="muted"><c:out value="${a.more()}"/> more in the JSON and CSV answers.</p></c:if>
    </section>
  </c:forEach>
</c:if>
<%@ include file="footer.jspf" %>
