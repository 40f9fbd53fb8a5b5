"""Serves one JAD on 127.0.0.1 with the MIME type a phone's installer requires, so that phoneME
installs a suite with a run's attributes added to the JAD the PEARL server handed out (its
MIDlet-Jar-URL still points at the server's JAR). Prints the JAD's URL, then serves until killed.

usage: python3 jad-server.py FILE.jad
"""
import http.server
import os
import sys

JAD = sys.argv[1]
NAME = "/" + os.path.basename(JAD)


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path != NAME:
            self.send_error(404)
            return
        with open(JAD, "rb") as f:
            body = f.read()
        self.send_response(200)
        self.send_header("Content-Type", "text/vnd.sun.j2me.app-descriptor; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
print("http://127.0.0.1:%d%s" % (server.server_port, NAME), flush=True)
server.serve_forever()
