<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="Install on a phone"/>
<%@ include file="header.jspf" %>
<h1>Install the collector on a phone</h1>
<p>Open this link in the phone's browser, or scan the code: the phone downloads the MIDlet suite over the air and
  will send its samples back to this server.</p>
<p><a id="jad" href="<c:out value='${jad}'/>"><c:out value="${jad}"/></a></p>
<div class="qr">${qr}</div>
<h2>On the phone</h2>
<ol>
  <li>Install, then start <b>PEARL</b>. Choose <i>Quick run</i> for a first look, or <i>Custom plan</i>.</li>
  <li>Choose <i>Sync samples</i>: the first time, name the phone's model; the server registers it.</li>
  <li>Come back here: the phone appears under <a href="${root}/results">Results</a>.</li>
</ol>
<p class="muted">Needs MIDP 1.0 and CLDC 1.0 or later. The server must be reachable from the phone at the address above;
  behind a proxy, open this page through the address the phone will use.</p>
<%@ include file="footer.jspf" %>
