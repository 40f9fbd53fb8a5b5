<%@ include file="taglibs.jspf" %>
<c:set var="pageTitle" value="Published figures"/>
<%@ include file="header.jspf" %>
<h1>Published figures <span class="badge">published, not measured</span></h1>
<p class="muted">The figures printed by the studies PEARL starts from — PEARL's own case study (Palm M130, M515, Sony Ericsson P800),
  cryptographic primitives on Palm devices, cryptography on ARM PDAs and WTLS handshakes on a Palm VII — kept as data with their
  source, to set beside the devices measured here. They were not measured by this server. A rank is the place in the study's
  increasing order of throughput at 256 KB (1 = slowest); a PDA model is time = a·x + b with x in KB.</p>
<%@ include file="figures-table.jspf" %>
<%@ include file="footer.jspf" %>
