<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="admin"/>
<%@ include file="header.jspf" %>
<h1>PEARL admin</h1>
<c:if test="${not empty done}"><p class="done"><c:out value="${done}"/></p></c:if>
<div class="scroll"><table id="devices">
  <thead><tr><th class="number">id</th><th>device key</th><th>name</th><th>VM</th><th class="number">runs</th><th>model</th><th>hidden</th></tr></thead>
  <tbody>
  <c:forEach var="d" items="${devices}">
    <tr><td class="number">${d.deviceId()}</td><td><c:out value="${d.deviceKey()}"/></td><td><c:out value="${d.name()}"/></td>
      <td><c:out value="${d.vm()}"/></td><td class="number">${d.runs()}</td><td><c:out value="${d.model()}"/></td><td>${d.hidden() ? 'hidden' : ''}</td></tr>
  </c:forEach>
  </tbody>
</table></div>
<form method="post" action="${root}/admin/rename" id="rename"><fieldset><legend>Rename device</legend>
  <%@ include file="admin-csrf.jspf" %>
  <label>device (row) <input name="device" inputmode="numeric"></label>
  <label>name <input name="name" maxlength="128"></label>
  <button>Rename device</button></fieldset></form>
<form method="post" action="${root}/admin/model" id="model"><fieldset><legend>Correct a device's model</legend>
  <%@ include file="admin-csrf.jspf" %>
  <label>device (row) <input name="device" inputmode="numeric"></label>
  <label>model <input name="model" maxlength="128" placeholder="Nokia 6230"></label>
  <button>Set the model</button></fieldset></form>
<form method="post" action="${root}/admin/hide" id="hide"><fieldset><legend>Hide a device from the public pages and the API, or show it</legend>
  <%@ include file="admin-csrf.jspf" %>
  <label>device (row) <input name="device" inputmode="numeric"></label>
  <label><select name="hidden"><option value="true">hide</option><option value="false">show</option></select></label>
  <button>Hide or show</button></fieldset></form>
<form method="post" action="${root}/admin/clock" id="clock"><fieldset><legend>Set a device's CPU clock</legend>
  <%@ include file="admin-csrf.jspf" %>
  <label>device (row) <input name="device" inputmode="numeric"></label>
  <label>clock (MHz; 0: unknown) <input name="mhz" inputmode="numeric"></label>
  <button>Set the clock</button></fieldset></form>
<form method="post" action="${root}/admin/merge" id="merge"><fieldset><legend>Merge device into another</legend>
  <%@ include file="admin-csrf.jspf" %>
  <label>from (row) <input name="from" inputmode="numeric"></label>
  <label>into (row) <input name="into" inputmode="numeric"></label>
  <button>Merge device into another</button></fieldset></form>
<form method="post" action="${root}/admin/delete-run" id="delete-run"><fieldset><legend>Delete a run</legend>
  <%@ include file="admin-csrf.jspf" %>
  <label>device (row) <input name="device" inputmode="numeric"></label>
  <label>run (its run key, the phone's start time in ms) <input name="run" inputmode="numeric"></label>
  <button>Delete a run</button></fieldset></form>
<form method="post" action="${root}/admin/analyze" id="analyze"><fieldset><legend>Re-analyze every sample</legend>
  <%@ include file="admin-csrf.jspf" %>
  <button>Re-analyze every sample</button></fieldset></form>
<form method="post" action="${root}/admin/logout" id="logout"><fieldset><legend>Log out</legend>
  <%@ include file="admin-csrf.jspf" %>
  <button>Log out</button></fieldset></form>
<h2>Audit log</h2>
<p class="muted">Every admin action, login and logout, newest first (the latest 100; all are kept in the table
  <code>admin_audit</code>).</p>
<div class="scroll"><table id="audit">
  <thead><tr><th>when (UTC)</th><th>who</th><th>from</th><th>action</th><th>what</th></tr></thead>
  <tbody>
  <c:forEach var="e" items="${audit}">
    <tr><td><c:out value="${e.at()}"/></td><td><c:out value="${e.admin()}"/></td><td><c:out value="${e.address()}"/></td>
      <td><c:out value="${e.action()}"/></td><td><c:out value="${e.detail()}"/></td></tr>
  </c:forEach>
  </tbody>
</table></div>
<%@ include file="footer.jspf" %>
