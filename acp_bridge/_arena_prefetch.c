/* Python's small-object arenas mapped, and their pages faulted in, by a helper thread while a replay
 * builds its transcript (arena_prefetch.py says when).
 *
 * Objects of up to 512 bytes (the dicts, strings and lists a replay keeps) live in pymalloc's arenas
 * of 1 MiB, each a fresh anonymous mapping. The kernel gives a page of one its memory the first time
 * it is written, so a 20,000-turn load, which makes ~86 arenas, takes ~22,000 page faults on the
 * thread doing the load, ~1.7 µs each on the reference machine: ~37 ms of its ~0.52 s, time the
 * parse floor (which keeps nothing) never pays. While `start()` is in effect, pymalloc's arena
 * allocator hands out arenas that a helper thread has already mapped with MAP_POPULATE, so the
 * zeroing and mapping of their pages happened on another core meanwhile; when none is ready it maps
 * one itself, as before. The helper keeps `ahead` arenas ready: a load takes one every few
 * milliseconds, and mapping one takes the helper about half a millisecond.
 *
 * The helper thread never touches a Python object and takes no Python lock: it maps memory and pushes
 * it on a small stack under its own mutex. The allocator callbacks run with the GIL held (pymalloc's
 * rule), so start/stop and the callbacks never race with each other; only the stack is shared with
 * the helper. Arenas are plain `mmap`/`munmap` mappings of the size pymalloc asks for, which is what
 * CPython's own arena allocator makes on Linux: freeing is left to the allocator that was installed
 * before (CPython's), and an arena from either one can be freed by either.
 *
 * Linux only (MAP_POPULATE); elsewhere the module exists and `start()` returns False.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#if defined(__linux__)
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#define PREFETCH_SUPPORTED 1
#else
#define PREFETCH_SUPPORTED 0
#endif

#define MAX_AHEAD 8

#if PREFETCH_SUPPORTED

static struct {
    pthread_mutex_t lock;
    pthread_cond_t wake;
    void *ready[MAX_AHEAD];  /* mapped and populated, none handed out yet */
    int count;
    int ahead;
    size_t size;             /* pymalloc's arena size, learnt from its first request (0: not yet) */
    int stopping;
    int running;
    pthread_t helper;
    PyObjectArenaAllocator previous;
    unsigned long handed_ready;  /* arenas that came from the helper since start() */
    unsigned long mapped_here;   /* arenas the allocator had to map itself since start() */
} S = {.lock = PTHREAD_MUTEX_INITIALIZER, .wake = PTHREAD_COND_INITIALIZER};

static void *
arena_alloc(void *ctx, size_t size)
{
    (void)ctx;
    void *arena = NULL;
    pthread_mutex_lock(&S.lock);
    if (S.size == 0) {
        S.size = size;  /* the helper starts mapping from now on */
    }
    if (size == S.size && S.count > 0) {
        arena = S.ready[--S.count];
        S.handed_ready++;
    }
    else {
        S.mapped_here++;
    }
    pthread_cond_signal(&S.wake);  /* one fewer ready, or the size is known: map the next */
    pthread_mutex_unlock(&S.lock);
    return arena != NULL ? arena : S.previous.alloc(S.previous.ctx, size);
}

static void
arena_free(void *ctx, void *ptr, size_t size)
{
    (void)ctx;
    S.previous.free(S.previous.ctx, ptr, size);
}

static void *
helper_main(void *unused)
{
    (void)unused;
    pthread_mutex_lock(&S.lock);
    while (!S.stopping) {
        if (S.size == 0 || S.count >= S.ahead) {
            pthread_cond_wait(&S.wake, &S.lock);
            continue;
        }
        size_t size = S.size;
        pthread_mutex_unlock(&S.lock);
        /* Private, writable and populated: the kernel allocates and zeroes every page now, here. */
        void *arena = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
        pthread_mutex_lock(&S.lock);
        if (arena == MAP_FAILED) {
            break;  /* out of memory: the allocator maps its own from now on, and may fail itself */
        }
        S.ready[S.count++] = arena;
    }
    pthread_mutex_unlock(&S.lock);
    return NULL;
}

static PyObject *
prefetch_start(PyObject *module, PyObject *args)
{
    int ahead = 2;
    if (!PyArg_ParseTuple(args, "|i:start", &ahead)) {
        return NULL;
    }
    if (ahead < 1 || ahead > MAX_AHEAD) {
        PyErr_Format(PyExc_ValueError, "ahead must be 1 to %d, not %d", MAX_AHEAD, ahead);
        return NULL;
    }
    if (S.running) {
        Py_RETURN_FALSE;
    }
    S.ahead = ahead;
    S.count = 0;
    S.stopping = 0;
    S.handed_ready = S.mapped_here = 0;
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) != 0) {
        Py_RETURN_FALSE;
    }
    pthread_attr_setstacksize(&attr, 64 * 1024);  /* it calls mmap and waits: no deep stack */
    /* Created with every signal blocked (a thread inherits its creator's mask), so the process's
     * signals (SIGINT, SIGCHLD) keep going to the threads that run Python. */
    sigset_t all, previous_mask;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous_mask);
    int failed = pthread_create(&S.helper, &attr, helper_main, NULL);
    pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    pthread_attr_destroy(&attr);
    if (failed) {
        Py_RETURN_FALSE;  /* no thread (a limit): allocation goes on as before */
    }
    PyObject_GetArenaAllocator(&S.previous);
    PyObjectArenaAllocator ours = {NULL, arena_alloc, arena_free};
    PyObject_SetArenaAllocator(&ours);
    S.running = 1;
    Py_RETURN_TRUE;
}

static PyObject *
prefetch_stop(PyObject *module, PyObject *unused)
{
    if (!S.running) {
        return Py_BuildValue("(kk)", 0UL, 0UL);
    }
    PyObject_SetArenaAllocator(&S.previous);  /* arenas are pymalloc's own business again */
    pthread_mutex_lock(&S.lock);
    S.stopping = 1;
    pthread_cond_signal(&S.wake);
    pthread_mutex_unlock(&S.lock);
    Py_BEGIN_ALLOW_THREADS
    pthread_join(S.helper, NULL);  /* at most one mmap away */
    Py_END_ALLOW_THREADS
    for (int i = 0; i < S.count; i++) {
        munmap(S.ready[i], S.size);  /* ready, never handed out */
    }
    S.count = 0;
    S.running = 0;  /* only now: a start() on another thread while this one waited for the helper
                     * (the GIL released) found it running and returned False */
    return Py_BuildValue("(kk)", S.handed_ready, S.mapped_here);
}

static PyObject *
prefetch_running(PyObject *module, PyObject *unused)
{
    return PyBool_FromLong(S.running);
}

#else  /* not Linux */

static PyObject *
prefetch_start(PyObject *module, PyObject *args)
{
    int ahead = 2;
    if (!PyArg_ParseTuple(args, "|i:start", &ahead)) {
        return NULL;
    }
    Py_RETURN_FALSE;
}

static PyObject *
prefetch_stop(PyObject *module, PyObject *unused)
{
    return Py_BuildValue("(kk)", 0UL, 0UL);
}

static PyObject *
prefetch_running(PyObject *module, PyObject *unused)
{
    Py_RETURN_FALSE;
}

#endif

static PyMethodDef methods[] = {
    {"start", prefetch_start, METH_VARARGS,
     "start(ahead=2) -> bool: hand out arenas a helper thread keeps ready (False: already started, "
     "or not possible here)."},
    {"stop", prefetch_stop, METH_NOARGS,
     "stop() -> (ready, mapped_here): back to CPython's arena allocator; how many arenas were handed "
     "out ready and how many the allocator had to map itself since start()."},
    {"running", prefetch_running, METH_NOARGS, "running() -> bool"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "_arena_prefetch",
    "Python's small-object arenas faulted in ahead of use by a helper thread.", -1, methods,
};

PyMODINIT_FUNC
PyInit__arena_prefetch(void)
{
    return PyModule_Create(&module_def);
}
