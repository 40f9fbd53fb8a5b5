<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="admin: log in"/>
<%@ include file="header.jspf" %>
<h1>PEARL admin: log in</h1>
<form method="post" action="${root}/admin/login" class="admin">
  <label>Password <input type="password" name="password" autocomplete="current-password"></label>
  <button>Log in</button>
</form>
<p class="muted"><c:out value="${policy}"/></p>
<%@ include file="footer.jspf" %>
