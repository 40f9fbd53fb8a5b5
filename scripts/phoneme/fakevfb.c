/*
 * PEARL's stand-in for Qt's virtual framebuffer (QVFb), so that phoneME's linux_fb port runs
 * without X. It makes what phoneME opens at start-up (qvfb_port.c, connectFrameBuffer):
 *   the FIFOs /tmp/.qtvfb_mouse-N and /tmp/.qtvfb_keyboard-N, and the SysV shared memory whose
 *   key is ftok(mouse FIFO, 'b'), starting with QVFb's header (16-bit pixels).
 * It takes the first display N >= FIRST that no live run holds (a lock file per display, so two
 * runs never share one and a killed run's leftovers are taken over; the lock files stay, as
 * removing one would let two runs lock different files of the same name), prints N on stdout once all
 * is ready, and keeps it until SIGTERM, SIGINT or SIGHUP, or until its parent dies; then it
 * removes the FIFOs and the segment.
 *
 * usage: fakevfb [FIRST [WIDTH HEIGHT]]      (defaults: 10, 240 320)
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/ipc.h>
#include <sys/prctl.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <unistd.h>

/* QVFb's header, as qvfb_port.h declares it */
typedef struct {
    int width, height, depth, lineStep, dataOffset;
    int dirty_x1, dirty_y1, dirty_x2, dirty_y2, is_dirty;
} QVFbHeader;

#define LAST_DISPLAY 999

static char mousePath[64], keyboardPath[64], lockPath[64];
static int shmId = -1;
static volatile sig_atomic_t stop = 0;

static void onSignal(int sig) { (void) sig; stop = 1; }

static void cleanUp(void) {
    if (shmId != -1) shmctl(shmId, IPC_RMID, NULL);
    if (mousePath[0]) unlink(mousePath);
    if (keyboardPath[0]) unlink(keyboardPath);
}

static void die(const char *what) {
    fprintf(stderr, "fakevfb: %s: %s\n", what, strerror(errno));
    cleanUp();
    exit(1);
}

/* Locks display n; returns the lock's descriptor (held until exit) or -1 if a live run has it. */
static int claim(int n) {
    int fd;
    snprintf(lockPath, sizeof lockPath, "/tmp/.pearl-vfb-%d.lock", n);
    fd = open(lockPath, O_RDWR | O_CREAT, 0600);
    if (fd < 0) return -1;
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

/* A fresh FIFO at path: a killed run's leftover is replaced */
static int makeFifo(const char *path) {
    unlink(path);
    if (mkfifo(path, 0600) != 0) return -1;
    /* Open read-write: phoneME's blocking open for reading then finds a writer, and its reads
       find no end of file */
    return open(path, O_RDWR | O_NONBLOCK);
}

int main(int argc, char **argv) {
    int first = argc > 1 ? atoi(argv[1]) : 10;
    int width = argc > 3 ? atoi(argv[2]) : 240;
    int height = argc > 3 ? atoi(argv[3]) : 320;
    int n, lockFd = -1, old;
    int lineStep = width * 2;
    size_t size = sizeof(QVFbHeader) + (size_t) lineStep * height;
    key_t key;
    QVFbHeader *hdr;
    struct sigaction sa;

    if (width <= 0 || height <= 0) {
        fprintf(stderr, "usage: fakevfb [FIRST [WIDTH HEIGHT]]\n");
        return 2;
    }
    for (n = first; n <= LAST_DISPLAY && lockFd < 0; n++) lockFd = claim(n);
    if (lockFd < 0) {
        fprintf(stderr, "fakevfb: no free display from %d to %d\n", first, LAST_DISPLAY);
        return 1;
    }
    n--;

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = onSignal;
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    /* The runner may be killed without a chance to stop us: then its death stops us */
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() == 1) return 1;

    snprintf(mousePath, sizeof mousePath, "/tmp/.qtvfb_mouse-%d", n);
    snprintf(keyboardPath, sizeof keyboardPath, "/tmp/.qtvfb_keyboard-%d", n);
    if (makeFifo(mousePath) < 0) die(mousePath);
    if (makeFifo(keyboardPath) < 0) die(keyboardPath);

    if ((key = ftok(mousePath, 'b')) == -1) die("ftok");
    /* A segment a killed run left under the same key goes first */
    if ((old = shmget(key, 0, 0)) != -1) shmctl(old, IPC_RMID, NULL);
    if ((shmId = shmget(key, size, IPC_CREAT | IPC_EXCL | 0600)) == -1) die("shmget");
    hdr = (QVFbHeader *) shmat(shmId, NULL, 0);
    if (hdr == (void *) -1) die("shmat");
    memset(hdr, 0, size);
    hdr->width = width;
    hdr->height = height;
    hdr->depth = 16;
    hdr->lineStep = lineStep;
    hdr->dataOffset = sizeof(QVFbHeader);

    printf("%d\n", n);
    fflush(stdout);
    while (!stop) pause();
    cleanUp();
    return 0;
}
