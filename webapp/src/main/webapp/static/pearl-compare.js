// The compare form checks its ticks before it is sent: 2 to data-most devices, or a message beside
// the form (no alert) and nothing sent. The server checks the same (ComparePageServlet).
(function () {
  var form = document.getElementById('compare-form');
  if (!form) {
    return;
  }
  var problem = document.getElementById('compare-problem');
  var most = Number(form.getAttribute('data-most'));
  form.addEventListener('submit', function (event) {
    var ticked = form.querySelectorAll('input[name=device]:checked').length;
    var fits = ticked >= 2 && ticked <= most;
    problem.hidden = fits;
    if (!fits) {
      event.preventDefault();
    }
  });
  form.addEventListener('change', function () {
    problem.hidden = true;
  });
})();
