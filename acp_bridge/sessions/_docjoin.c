/* A whole document from its blocks, each let go once it is written (render.render_markdown).
 *
 * `"".join(map(render, items))` holds every block until the join: for a long session that is tens of
 * megabytes of strings beside the document, all in memory the process touches for the first time,
 * and on a machine where a page fault costs microseconds faulting it in costs more than rendering
 * into it. Written into a growing string instead, each block is copied while it is still in the
 * cache and freed at once, so the next block reuses its memory; only the document's own pages are
 * new. The string grows by over-allocation (a large block is moved by the C library's mremap, not
 * copied) and takes the width of its widest character as it meets it, as str.join would.
 */
#include "_textscan.h"

/* CPython's string writer: private before 3.14, public (PyUnicodeWriter) since. */
#if PY_VERSION_HEX >= 0x030E0000
typedef PyUnicodeWriter *doc_writer;
#define WRITER_OPEN(w) (((w) = PyUnicodeWriter_Create(0)) != NULL ? 0 : -1)
#define WRITER_WRITE(w, s) PyUnicodeWriter_WriteStr((w), (s))
#define WRITER_FINISH(w) PyUnicodeWriter_Finish(w)
#define WRITER_DISCARD(w) PyUnicodeWriter_Discard(w)
#else
typedef _PyUnicodeWriter doc_writer;
#define WRITER_OPEN(w) (_PyUnicodeWriter_Init(&(w)), (w).overallocate = 1, 0)
#define WRITER_WRITE(w, s) _PyUnicodeWriter_WriteStr(&(w), (s))
#define WRITER_FINISH(w) _PyUnicodeWriter_Finish(&(w))
#define WRITER_DISCARD(w) _PyUnicodeWriter_Dealloc(&(w))
#endif

/* Writes `piece` (a new reference, or NULL after an error), which must be a str, and lets it go. */
static int
write_piece(doc_writer *writer, PyObject *piece)
{
    if (piece == NULL) {
        return -1;
    }
    if (!PyUnicode_Check(piece)) {
        PyErr_Format(PyExc_TypeError, "join_rendered() render must return str, not %.100s",
                     Py_TYPE(piece)->tp_name);
        Py_DECREF(piece);
        return -1;
    }
    int failed = WRITER_WRITE(*writer, piece) < 0;
    Py_DECREF(piece);
    return failed ? -1 : 0;
}

const char join_rendered_doc[] =
    "join_rendered(render, items, head, tail, /)\n--\n\n"
    "head + \"\".join(map(render, items)) + tail, each rendered piece written into the result and\n"
    "let go before the next is rendered. items must be a list; render must return str.";

PyObject *
join_rendered(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (check_nargs("join_rendered", nargs, 4) < 0 || check_str(args[2], "join_rendered") < 0 ||
        check_str(args[3], "join_rendered") < 0) {
        return NULL;
    }
    PyObject *render = args[0], *items = args[1];
    if (!PyList_Check(items)) {
        PyErr_Format(PyExc_TypeError, "join_rendered() items must be a list, not %.100s",
                     Py_TYPE(items)->tp_name);
        return NULL;
    }
    doc_writer writer;
    if (WRITER_OPEN(writer) < 0) {
        return NULL;
    }
    doc_writer *w = &writer;
    if (write_piece(w, Py_NewRef(args[2])) < 0) {
        goto error;
    }
    /* The list may change under a render that calls back into Python: read its length each time,
     * and hold the item while it is rendered. */
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(items); i++) {
        PyObject *item = Py_NewRef(PyList_GET_ITEM(items, i));
        PyObject *piece = PyObject_CallOneArg(render, item);
        Py_DECREF(item);
        if (write_piece(w, piece) < 0) {
            goto error;
        }
    }
    if (write_piece(w, Py_NewRef(args[3])) < 0) {
        goto error;
    }
    return WRITER_FINISH(writer);
error:
    WRITER_DISCARD(writer);
    return NULL;
}
