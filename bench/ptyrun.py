"""One program in a pseudo-terminal of 80x24, driven by key bytes and timed.

The program gets the pty's slave as stdin, stdout, stderr and controlling terminal (its own
session), TERM and LANG from the caller. Everything it writes is read from the master side
and time-stamped on arrival with time.perf_counter().

"Quiet": a frame is complete when no byte has arrived for `quiet` seconds; its end is the
arrival time of its last byte (the quiet wait itself is never counted).
"""
import fcntl
import os
import select
import signal
import struct
import subprocess
import termios
import time


class PtyProgram:
    def __init__(self, argv, env, columns=80, rows=24):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

        def become_session_leader():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.spawned_at = time.perf_counter()
        self.process = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=slave, env=env,
            preexec_fn=become_session_leader, close_fds=True)
        os.close(slave)
        self.closed = False

    def read_until_quiet(self, quiet, limit=10.0, marker=None):
        """Reads until `quiet` seconds pass with no output (or `limit` seconds in all); with a
        `marker`, a silence before the marker has arrived does not count (a big file can keep
        the program busy between its terminal setup and its first frame).
        Returns (bytes, arrival time of the first byte or None, of the last byte or None)."""
        data = bytearray()
        first = last = None
        deadline = time.perf_counter() + limit
        while True:
            # Before the first byte (or the marker): wait up to the limit; after it: `quiet` at most.
            waiting = first is None or (marker is not None and marker not in data)
            wait = max(0.0, deadline - time.perf_counter()) if waiting else quiet
            ready, _, _ = select.select([self.master], [], [], wait)
            now = time.perf_counter()
            if not ready:
                return bytes(data), first, last
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return bytes(data), first, last
            if not chunk:
                return bytes(data), first, last
            if first is None:
                first = now
            last = now
            data += chunk
            if now > deadline:
                return bytes(data), first, last

    def press(self, key, quiet):
        """Writes one key's bytes; returns (bytes written back, seconds from the write to the
        first byte back or None, seconds to the last byte or None)."""
        written_at = time.perf_counter()
        os.write(self.master, key)
        data, first, last = self.read_until_quiet(quiet, limit=2.0)
        if first is None:
            return data, None, None
        return data, first - written_at, last - written_at

    def peak_rss_kb(self):
        """VmHWM of the program now (its peak resident set so far), in kB; None when gone."""
        try:
            with open(f"/proc/{self.process.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except OSError:
            return None
        return None

    def close(self, quit_key=None, wait=2.0):
        """Sends the quit key (when given), waits for the exit, and makes sure the program is
        gone: SIGTERM then SIGKILL to its own pid only."""
        if self.closed:
            return
        self.closed = True
        if quit_key is not None:
            try:
                os.write(self.master, quit_key)
            except OSError:
                pass
        end = time.perf_counter() + wait
        while self.process.poll() is None and time.perf_counter() < end:
            try:
                ready, _, _ = select.select([self.master], [], [], 0.05)
                if ready:
                    os.read(self.master, 65536)
            except OSError:
                time.sleep(0.01)
        for sig in (signal.SIGTERM, signal.SIGKILL):
            if self.process.poll() is not None:
                break
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                pass
        os.close(self.master)
