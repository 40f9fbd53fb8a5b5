<% response.sendRedirect(request.getContextPath() + "/results"); %>
