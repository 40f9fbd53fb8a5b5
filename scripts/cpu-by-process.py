#!/usr/bin/env python3
"""CPU time by kind of process while a command runs: where a test run's CPU goes (docs/tests.md).

usage: scripts/cpu-by-process.py COMMAND [ARG...]

Runs COMMAND and, every second until it ends, reads each process's CPU time from /proc; then prints
the seconds of CPU that each kind of process (a test JVM, an emulated phone, phoneME, Chromium,
MariaDB, Maven, ...) used meanwhile. A process that starts and ends between two readings is missed,
so the figures are a little low. Exits with COMMAND's status.
"""
import os
import subprocess
import sys
import time
from collections import Counter

KINDS = [  # the first that a process's command line holds names its kind
    ("pearl.emulator.HeadlessPhone", "MicroEmulator (emulated phones)"),
    ("surefirebooter", "test JVMs (Surefire, Failsafe)"),
    ("plexus-classworlds", "Maven (the build, ProGuard's suites)"),
    ("runMidlet", "phoneME (runs)"),
    ("qemu-i386", "phoneME (runs)"),
    ("/phoneme/", "phoneME (build)"),
    ("chrom", "Chromium and ChromeDriver"),
    ("mariadbd", "MariaDB"),
    ("pearl.server.launcher", "PEARL servers started as a user does"),
]


def kind(command):
    for mark, name in KINDS:
        if mark in command:
            return name
    return "other: " + (command.split()[0] if command.strip() else "kernel")


def read(seen, first):
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % pid) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            ticks = int(fields[11]) + int(fields[12])
            key = (pid, fields[19])  # the pid and the process's start time: one process
            if key not in seen:
                with open("/proc/%s/cmdline" % pid, "rb") as cmdline:
                    command = cmdline.read().replace(b"\0", b" ").decode(errors="replace")
                seen[key] = [ticks if first else 0, ticks, command]
            seen[key][1] = ticks
        except (OSError, IndexError, ValueError):
            pass  # ended while read


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    seen = {}
    read(seen, True)  # what ran before the command is counted from here on
    command = subprocess.Popen(sys.argv[1:])
    while command.poll() is None:
        time.sleep(1)
        read(seen, False)
    hertz = os.sysconf("SC_CLK_TCK")
    by_kind = Counter()
    for before, last, line in seen.values():
        by_kind[kind(line)] += (last - before) / hertz
    for name, seconds in by_kind.most_common():
        if seconds >= 1:
            print("%8.0f s  %s" % (seconds, name), file=sys.stderr)
    print("%8.0f s  in all" % sum(by_kind.values()), file=sys.stderr)
    sys.exit(command.returncode)


if __name__ == "__main__":
    main()
