// Draws the charts of a page from the JSON the server embedded (id "pearl-charts"): one canvas per
// chart, named by its data-chart attribute. The tables beside them hold the same numbers, so a
// browser without JavaScript loses nothing. A chart inside a closed <details> is drawn when opened.
(function () {
  'use strict';
  var source = document.getElementById('pearl-charts');
  if (!source || typeof Chart === 'undefined') {
    return;
  }
  var charts = {};
  JSON.parse(source.textContent).forEach(function (chart) { charts[chart.id] = chart; });
  var palette = ['#0b6e99', '#d1495b', '#edae49', '#00798c', '#66a182', '#7b5ea7', '#8d96a3', '#2e4057'];
  // On a phone's screen (pearl.css's narrow layout) a chart as tall as it is wide, or its legend
  // leaves no room for the lines; elsewhere the canvas's own proportions
  var narrow = window.matchMedia('(max-width: 40rem)').matches;

  function draw(canvas) {
    var chart = charts[canvas.getAttribute('data-chart')];
    if (!chart || canvas.getAttribute('data-drawn')) {
      return;
    }
    canvas.setAttribute('data-drawn', 'true');
    var perOperation = chart.lines.length > 0 && chart.lines[0].perOperation;
    var sizes = [];
    chart.lines.forEach(function (line) {
      line.points.forEach(function (p) { if (sizes.indexOf(p[0]) < 0) { sizes.push(p[0]); } });
    });
    new Chart(canvas, {
      type: 'line',
      data: {
        datasets: chart.lines.map(function (line, i) {
          return {
            label: line.label,
            data: line.points.map(function (p) { return { x: p[0], y: p[1] }; }),
            borderColor: palette[i % palette.length],
            backgroundColor: palette[i % palette.length],
            spanGaps: false
          };
        })
      },
      options: {
        animation: false,
        aspectRatio: narrow ? 1 : undefined,
        parsing: true,
        scales: {
          // ticks at the measured sizes only: they double, so a log axis spaces them evenly
          x: { type: 'logarithmic', title: { display: true, text: 'input size (bytes)' },
               afterBuildTicks: function (axis) { axis.ticks = sizes.map(function (v) { return { value: v }; }); } },
          y: { type: perOperation ? 'logarithmic' : 'linear', beginAtZero: !perOperation,
               title: { display: true, text: perOperation ? 'ms per operation' : 'throughput (bytes/s)' } }
        },
        plugins: { legend: { display: chart.lines.length > 1 } }
      }
    });
  }

  document.querySelectorAll('canvas[data-chart]').forEach(function (canvas) {
    var details = canvas.closest('details');
    if (!details) {
      draw(canvas);
    } else {
      details.addEventListener('toggle', function () {
        if (details.open) {
          draw(canvas);
        }
      });
    }
  });
}());
