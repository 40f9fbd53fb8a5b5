<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="Results Bank"/>
<%@ include file="header.jspf" %>
<h1>Results Bank</h1>
<c:choose>
  <c:when test="${empty devices}">
    <p class="empty">No results yet. Run the collector MIDlet on a phone (<a href="${root}/install">install it</a>)
      or in the emulator, and sync.</p>
  </c:when>
  <c:otherwise>
    <section>
      <h2>Devices</h2>
      <div class="scroll"><table id="devices">
        <thead><tr><th>Device</th><th>Model</th><th>VM</th><th class="number">Runs</th><th></th></tr></thead>
        <tbody>
        <c:forEach var="d" items="${devices}">
          <tr>
            <td><a href="${root}/device?id=${d.rowId()}"><c:out value="${d.name()}"/></a></td>
            <td><c:url var="modelLink" value="/model"><c:param name="name" value="${d.model()}"/></c:url><a href="${modelLink}"><c:out value="${d.model()}"/></a></td>
            <td><c:out value="${d.vm()}"/></td>
            <td class="number">${d.runs()}</td>
            <td><a href="${root}/handshake?device=${d.rowId()}">handshake estimate</a></td>
          </tr>
        </c:forEach>
        </tbody>
      </table></div>
    </section>
    <section>
      <h2>Models</h2>
      <ul id="models" class="columns">
        <c:forEach var="m" items="${models}">
          <c:url var="modelLink" value="/model"><c:param name="name" value="${m.key}"/></c:url>
          <li><a href="${modelLink}"><c:out value="${m.key}"/></a>
            <span class="muted">${m.value} device<c:if test="${m.value != 1}">s</c:if></span></li>
        </c:forEach>
      </ul>
    </section>
    <section>
      <h2>Algorithms</h2>
      <ul id="algorithms" class="columns">
        <c:forEach var="a" items="${algorithms}">
          <c:url var="link" value="/algorithm"><c:param name="name" value="${a.algorithm()}"/><c:param name="operation" value="${a.operation()}"/></c:url>
          <li><a href="${link}"><span class="name"><c:out value="${a.algorithm()}"/></span> <c:out value="${a.operation()}"/></a>
            <span class="muted">${a.devices()} device<c:if test="${a.devices() != 1}">s</c:if></span></li>
        </c:forEach>
      </ul>
    </section>
  </c:otherwise>
</c:choose>
<%@ include file="footer.jspf" %>
