// Sorts a table.sortable by the column whose heading is clicked: numbers as numbers (a cell's
// data-sort, else its text without thousands separators), other text alphabetically; a second
// click reverses. Without scripts the table keeps the server's order.
(function () {
  'use strict';

  function key(row, column) {
    var cell = row.cells[column];
    if (!cell) {
      return { number: NaN, text: '' };
    }
    var raw = cell.hasAttribute('data-sort') ? cell.getAttribute('data-sort') : cell.textContent.trim();
    var match = /^[-+]?[0-9][0-9,]*(\.[0-9]+)?([eE][-+]?[0-9]+)?/.exec(raw);
    return { number: match ? parseFloat(match[0].replace(/,/g, '')) : NaN, text: raw.toLowerCase() };
  }

  function compare(a, b) {
    var aNumber = !isNaN(a.number);
    var bNumber = !isNaN(b.number);
    if (aNumber && bNumber) {
      return a.number - b.number;
    }
    if (aNumber !== bNumber) {
      return aNumber ? -1 : 1; // blanks and dashes after the figures
    }
    return a.text < b.text ? -1 : a.text > b.text ? 1 : 0;
  }

  function sortBy(table, column, heading) {
    var ascending = heading.getAttribute('aria-sort') !== 'ascending';
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) {
      th.removeAttribute('aria-sort');
    });
    heading.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    Array.prototype.forEach.call(table.tBodies, function (body) {
      var rows = Array.prototype.map.call(body.rows, function (row, index) {
        return { row: row, key: key(row, column), index: index };
      });
      rows.sort(function (a, b) {
        var order = compare(a.key, b.key);
        return (ascending ? order : -order) || a.index - b.index;
      });
      rows.forEach(function (entry) {
        body.appendChild(entry.row);
      });
    });
  }

  Array.prototype.forEach.call(document.querySelectorAll('table.sortable'), function (table) {
    if (!table.tHead || table.tHead.rows.length !== 1) {
      return;
    }
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (heading, column) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'sort';
      button.title = 'sort by this column';
      while (heading.firstChild) {
        button.appendChild(heading.firstChild);
      }
      heading.appendChild(button);
      button.addEventListener('click', function () {
        sortBy(table, column, heading);
      });
    });
  });
}());
