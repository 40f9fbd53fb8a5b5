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
    <section id="algorithms">
      <h2>How fast each algorithm runs</h2>
      <p id="speeds-note"><c:choose><c:when test="${page.byDevice()}">On each phone</c:when><c:otherwise>Across
        the <c:out value="${fn:length(page.devices())}"/> devices, the fastest and the slowest named</c:otherwise></c:choose>:
        bytes per second, or milliseconds per operation, fastest first within each kind, at the input size in each row.
        <a href="#how-to-read">What the figures are</a>.</p>
      <c:forEach var="kind" items="${page.tables()}">
        <h3 id="kind-${kind.key.label()}"><c:out value="${kind.key.title()}"/></h3>
        <c:forEach var="table" items="${kind.value}">
        <c:set var="perOperation" value="${table.perOperation()}"/>
        <p class="muted unit"><c:choose><c:when test="${perOperation}">Time per operation in ms, the shortest first.</c:when><c:otherwise>Throughput in bytes/s, the highest first.</c:otherwise></c:choose></p>
        <div class="scroll"><table class="sortable algorithms" id="${table.id()}">
          <thead><tr><th>Algorithm</th>
            <c:choose><c:when test="${page.byDevice()}"><c:forEach var="d" items="${page.devices()}"><th class="number device"><c:out value="${d.name()}"/><c:if test="${labels.emulated(d.id())}"> <span class="badge emulator">emulator</span></c:if></th></c:forEach></c:when>
              <c:otherwise><th class="number">Fastest</th><th>on</th><th class="number">Slowest</th><th>on</th><th class="number">Devices</th></c:otherwise></c:choose>
            <th class="number">Input (bytes)</th><th class="number">Strength (bits)</th><th>Status</th></tr></thead>
          <tbody>
          <%-- one line a cell: the bank's few hundred algorithms make a long page --%>
          <c:forEach var="row" items="${table.rows()}">
            <c:url var="link" value="/algorithm"><c:param name="name" value="${row.algorithm()}"/><c:param name="operation" value="${row.operation().label()}"/></c:url>
            <c:set var="sec" value="${security.of(row.algorithm())}"/>
            <tr><td class="algorithm"><a class="name" href="${link}"><c:out value="${row.algorithm()}"/></a> <span class="operation"><c:out value="${row.operation().label()}"/></span></td>
              <c:choose><c:when test="${page.byDevice()}">
                <c:forEach var="d" items="${page.devices()}"><c:set var="place" value="${row.on(d.id())}"/><td class="number figure"><c:choose><c:when test="${place == null}">—</c:when><c:otherwise><a href="${root}/device?id=${d.id()}"><%@ include file="place-figure.jspf" %></a><c:if test="${place.isFlagged()}"><span class="flag"><c:out value="${place.flags()}"/></span></c:if></c:otherwise></c:choose></td></c:forEach>
              </c:when><c:otherwise>
                <c:forEach var="place" items="${[row.fastest(), row.slowest()]}"><td class="number figure"><c:choose><c:when test="${place == null}">—</c:when><c:otherwise><%@ include file="place-figure.jspf" %></c:otherwise></c:choose></td><td class="on"><c:if test="${place != null}"><a href="${root}/device?id=${place.deviceId()}"><c:out value="${place.name()}"/></a></c:if></td></c:forEach>
                <td class="number devices">${row.devices()}</td>
              </c:otherwise></c:choose>
              <td class="number size"><fmt:formatNumber value="${row.sizeBytes()}"/></td>
              <td class="number"><c:out value="${sec == null ? '—' : sec.strengthBits()}"/></td>
              <td class="status" data-sort="${sec == null ? 9 : sec.status().ordinal()}"><c:choose><c:when test="${sec != null}"><span class="security status-${sec.statusLabel()}" data-status="${sec.statusLabel()}" title="<c:out value='${sec.basis()} — ${sec.source()}'/>"><c:out value="${sec.statusLabel()}"/></span></c:when><c:otherwise><span class="security" data-status="">unknown</span></c:otherwise></c:choose></td></tr>
          </c:forEach>
          </tbody>
        </table></div>
        </c:forEach>
      </c:forEach>
      <p class="muted" id="how-to-read">Each figure is the analyzer's, from the modal time of the device's warm samples.
        An algorithm is shown at the input size most of its devices measured, the largest among ties: the size its own page ranks the devices at.
        A flagged figure (too few samples, a timer too coarse for it, or runs of the device more than 5 % apart) is marked and never named fastest or slowest.
        Click a heading to sort by it. Beside each algorithm its security strength and status (hover for what it rests on and the sources);
        PEARL measures broken algorithms too, so that they compare.</p>
    </section>
    <section>
      <h2>Devices</h2>
      <div class="scroll"><table id="devices" class="sortable">
        <thead><tr><th>Device</th><th>Model</th><th>VM</th><th class="number">Runs</th><th></th></tr></thead>
        <tbody>
        <c:forEach var="d" items="${devices}">
          <tr>
            <td><a href="${root}/device?id=${d.deviceId()}"><c:out value="${labels.of(d.deviceId(), d.name())}"/></a></td>
            <td><c:url var="modelLink" value="/model"><c:param name="name" value="${d.model()}"/></c:url><a href="${modelLink}"><c:out value="${d.model()}"/></a></td>
            <td><c:out value="${d.vm()}"/><c:if test="${labels.emulated(d.deviceId())}"> <span class="badge emulator">emulator</span></c:if></td>
            <td class="number">${d.runs()}</td>
            <td><a href="${root}/handshake?device=${d.deviceId()}">handshake estimate</a></td>
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
    <%@ include file="exports.jspf" %>
    <p class="muted" id="raw-samples">The raw samples: each device's page offers its own, with how many there are.</p>
  </c:otherwise>
</c:choose>
<%@ include file="footer.jspf" %>
