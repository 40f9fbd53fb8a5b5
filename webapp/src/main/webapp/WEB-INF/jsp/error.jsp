<%@ include file="taglibs.jspf" %>
<%-- The site's answer to every error sent in PEARL's pages (web.xml's error page): the problem in words and a way
     back. What went wrong inside the server (an exception) is in its log, never on the page. --%>
<c:set var="status" value="${requestScope['jakarta.servlet.error.status_code']}"/>
<c:set var="problem" value="${requestScope['jakarta.servlet.error.message']}"/>
<c:set var="failed" value="${requestScope['jakarta.servlet.error.exception'] != null or status >= 500 and status != 503}"/>
<c:choose>
  <c:when test="${failed}"><c:set var="pageTitle" value="Server error"/></c:when>
  <c:when test="${status == 400}"><c:set var="pageTitle" value="Bad request"/></c:when>
  <c:when test="${status == 401}"><c:set var="pageTitle" value="Not logged in"/></c:when>
  <c:when test="${status == 403}"><c:set var="pageTitle" value="Refused"/></c:when>
  <c:when test="${status == 404}"><c:set var="pageTitle" value="Not found"/></c:when>
  <c:when test="${status == 429}"><c:set var="pageTitle" value="Too many tries"/></c:when>
  <c:when test="${status == 503}"><c:set var="pageTitle" value="Unavailable"/></c:when>
  <c:otherwise><c:set var="pageTitle" value="Not done"/></c:otherwise>
</c:choose>
<%@ include file="header.jspf" %>
<%-- the admin's refusals lead back to the admin's page, everything else to the results --%>
<c:set var="back" value="${fn:startsWith(requestScope['jakarta.servlet.error.request_uri'], root.concat('/admin')) ? 'admin' : 'results'}"/>
<h1 id="error" data-status="${status}"><c:out value="${pageTitle}"/> <span class="muted">(<c:out value="${status}"/>)</span></h1>
<p id="problem" class="problem"><c:choose>
  <c:when test="${failed}">Something went wrong on the server while answering. It is in the server's log; try again later.</c:when>
  <%-- a path no servlet of PEARL's serves: the container's file servlet, named default, sends it in its own words --%>
  <c:when test="${status == 404 and requestScope['jakarta.servlet.error.servlet_name'] == 'default'}">There is no page at <c:out value="${requestScope['jakarta.servlet.error.request_uri']}"/>.</c:when>
  <c:when test="${not empty problem}"><c:out value="${problem}"/></c:when>
  <c:otherwise>The server could not answer this request.</c:otherwise>
</c:choose></p>
<p id="way-back">Go <a href="${root}/${back}">back to the ${back == 'admin' ? "admin's page" : 'results'}</a>, or use your browser's back button to correct what you asked.</p>
<%@ include file="footer.jspf" %>
