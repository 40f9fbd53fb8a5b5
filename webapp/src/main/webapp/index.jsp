<%@ page session="false" %><% response.sendRedirect(request.getContextPath() + "/results"); %>
