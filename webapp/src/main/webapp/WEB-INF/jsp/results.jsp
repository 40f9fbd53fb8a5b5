<%@ page contentType="text/html; charset=UTF-8" pageEncoding="UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<%@ taglib prefix="fmt" uri="jakarta.tags.fmt" %>
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>PEARL · Results Bank</title>
  <link rel="stylesheet" href="${pageContext.request.contextPath}/static/pearl.css">
</head>
<body>
<header>
  <h1>PEARL</h1>
  <p>How fast each cryptographic algorithm runs on each phone, measured on the phone.</p>
</header>
<main>
  <h2>Results Bank</h2>
  <c:choose>
    <c:when test="${empty results}">
      <p class="empty">No results yet. Run the collector MIDlet on a phone or in the emulator and sync.</p>
    </c:when>
    <c:otherwise>
      <table id="results">
        <thead>
          <tr>
            <th>Device</th><th>VM</th><th>Algorithm</th><th>Operation</th>
            <th class="number">Input (bytes)</th><th class="number">Throughput (bytes/s)</th>
            <th class="number">Modal time per call (ms)</th><th class="number">Samples</th>
          </tr>
        </thead>
        <tbody>
          <c:forEach var="r" items="${results}">
            <tr>
              <td><c:out value="${r.device()}"/></td>
              <td><c:out value="${r.vm()}"/></td>
              <td><c:out value="${r.algorithm()}"/></td>
              <td><c:out value="${r.operation()}"/></td>
              <td class="number"><fmt:formatNumber value="${r.sizeBytes()}"/></td>
              <td class="number"><c:choose>
                <c:when test="${r.throughput() == null}">too fast to time</c:when>
                <c:otherwise><fmt:formatNumber value="${r.throughput()}" maxFractionDigits="0"/></c:otherwise>
              </c:choose></td>
              <td class="number"><fmt:formatNumber value="${r.modalMs()}" maxFractionDigits="6"/></td>
              <td class="number"><c:out value="${r.samples()}"/></td>
            </tr>
          </c:forEach>
        </tbody>
      </table>
    </c:otherwise>
  </c:choose>
  <p class="exports">Download: <a href="${pageContext.request.contextPath}/api/results">results (JSON)</a> ·
    <a href="${pageContext.request.contextPath}/api/samples">raw samples (CSV)</a></p>
</main>
</body>
</html>
