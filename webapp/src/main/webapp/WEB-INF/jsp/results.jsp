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
      <div class="scroll"><table id="devices" class="sortable">
        <thead><tr><th>Device</th><th>Model</th><th>VM</th><th class="number">Runs</th><th></th></tr></thead>
        <tbody>
        <c:forEach var="d" items="${devices}">
          <tr>
            <td><a href="${root}/device?id=${d.rowId()}"><c:out value="${labels.of(d.rowId(), d.name())}"/></a></td>
            <td><c:url var="modelLink" value="/model"><c:param name="name" value="${d.model()}"/></c:url><a href="${modelLink}"><c:out value="${d.model()}"/></a></td>
            <td><c:out value="${d.vm()}"/><c:if test="${labels.emulated(d.rowId())}"> <span class="badge emulator">emulator</span></c:if></td>
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
    <section id="algorithms">
      <h2>Algorithms</h2>
      <p class="muted">By kind, each with its security strength and status (hover for what it rests on and the sources);
        PEARL measures broken algorithms too, so that they compare.</p>
      <c:forEach var="kind" items="${algorithms}">
        <h3 id="kind-${kind.key.id()}"><c:out value="${kind.key.title()}"/> <span class="muted">(<c:out value="${fn:length(kind.value)}"/>)</span></h3>
        <div class="scroll"><table class="sortable algorithms" id="algorithms-${kind.key.id()}">
          <thead><tr><th>Algorithm</th><th>Operation</th><th class="number">Strength (bits)</th><th>Status</th><th class="number">Devices</th></tr></thead>
          <tbody>
          <c:forEach var="a" items="${kind.value}">
            <c:url var="link" value="/algorithm"><c:param name="name" value="${a.algorithm()}"/><c:param name="operation" value="${a.operation().label()}"/></c:url>
            <c:set var="sec" value="${security.of(a.algorithm())}"/>
            <tr><td class="name"><a href="${link}"><c:out value="${a.algorithm()}"/></a></td><td><c:out value="${a.operation().label()}"/></td>
              <td class="number"><c:out value="${sec == null ? '—' : sec.strengthBits()}"/></td>
              <td class="status" data-sort="${sec == null ? 9 : sec.status().ordinal()}"><c:choose><c:when test="${sec != null}"><span class="security status-${sec.statusLabel()}" data-status="${sec.statusLabel()}" title="<c:out value='${sec.basis()} — ${sec.source()}'/>"><c:out value="${sec.statusLabel()}"/></span></c:when><c:otherwise><span class="security" data-status="">unknown</span></c:otherwise></c:choose></td>
              <td class="number">${a.devices()}</td></tr>
          </c:forEach>
          </tbody>
        </table></div>
      </c:forEach>
    </section>
    <%@ include file="exports.jspf" %>
    <p class="muted" id="raw-samples">The raw samples: each device's page offers its own, with how many there are.</p>
  </c:otherwise>
</c:choose>
<%@ include file="footer.jspf" %>
