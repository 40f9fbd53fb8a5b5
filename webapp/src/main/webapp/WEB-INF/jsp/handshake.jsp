<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="Handshakes on ${page.device()}"/>
<%@ include file="header.jspf" %>
<h1>WTLS handshakes on <a href="${root}/device?id=${page.deviceId()}"><c:out value="${page.device()}"/></a></h1>
<p class="muted">The client-side cryptographic time of a handshake, composed from this device's measured operations the way
  the Palm VII study composed it: the sum of the primitives the client runs. An operation this device has not measured is
  shown as missing, and the handshake then has no total (EC public key expansion, the decompression of a point, is
  missing from the samples of a MIDlet that does not time it).</p>
<c:if test="${labels.emulated(page.deviceId())}">
<p id="emulated" class="emulated"><span class="badge emulator">emulator</span> This device is an emulator on a computer: its
  handshakes take the computer's time, not a phone's, and do not compare with the study's totals below.</p>
</c:if>
<c:forEach var="e" items="${page.estimates()}">
  <section class="ranking handshake">
    <h3><c:out value="${e.handshake()}"/>:
      <c:choose><c:when test="${e.total().isPresent()}"><fmt:formatNumber value="${e.total().get()}" maxFractionDigits="${Digits.fraction(e.total().get(), 1)}"/> ms<c:if test="${page.flagged(e)}"> <span class="flag">from flagged figures</span></c:if></c:when>
        <c:otherwise><span class="flag">incomplete: ${fn:length(e.missingParts())} missing</span></c:otherwise></c:choose></h3>
    <div class="scroll"><table>
      <thead><tr><th>Step</th><th>Operation</th><th>Security</th><th class="number">ms</th></tr></thead>
      <tbody>
      <c:forEach var="p" items="${e.parts()}">
        <tr><td><c:out value="${p.role()}"/></td><td><span class="name"><c:out value="${p.algorithm()}"/></span> <c:out value="${p.operation().label()}"/></td>
          <td class="security-cell"><c:set var="secName" value="${p.algorithm()}"/><%@ include file="security.jspf" %></td>
          <td class="number"><c:choose><c:when test="${p.missing()}"><span class="flag">missing</span></c:when>
            <c:otherwise><fmt:formatNumber value="${p.ms().get()}" maxFractionDigits="${Digits.fraction(p.ms().get(), 2)}"/><c:if test="${not empty page.flags(p)}"> <span class="flag"><c:out value="${page.flags(p)}"/></span></c:if></c:otherwise></c:choose></td></tr>
      </c:forEach>
      </tbody>
    </table></div>
  </section>
</c:forEach>
<h2>The study's totals <span class="badge">published, not measured</span></h2>
<c:set var="figures" value="${page.published()}"/>
<%@ include file="figures-table.jspf" %>
<%@ include file="footer.jspf" %>
