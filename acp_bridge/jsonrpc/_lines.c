/* The lines of a received chunk (framing.split_lines), in C.
 *
 * A replay is hundreds of thousands of lines, read in chunks of up to 1 MiB. Split in Python, each
 * line cost ~1.5 k instructions before its JSON was parsed: a generator resumed per line, a copy to
 * find its end, another to drop its newline. Here each line end is found with memchr and each line
 * copied once, into the list the reader's dispatcher walks.
 *
 * A line longer than the limit returns None: the caller goes line by line in Python, which reports
 * it as an `OversizedLine` (rare, and never on a fast path). framing.split_lines is the
 * specification: tests/unit/test_lines_c.py holds this to it. Built with the compiled modules
 * (scripts/build-native.py), used only when they are (native.py).
 *
 * The data is untrusted: every read is below `stop`, checked against the object's size.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

/* What bytes.strip() removes (Py_ISSPACE on bytes): a line of only these is blank. */
static int
is_blank(const char *p, Py_ssize_t n)
{
    for (Py_ssize_t i = 0; i < n; i++) {
        switch (p[i]) {
        case ' ': case '\t': case '\n': case '\r': case '\x0b': case '\x0c':
            continue;
        default:
            return 0;
        }
    }
    return 1;
}

PyDoc_STRVAR(split_lines_doc,
"split_lines(data, start, stop, limit, /)\n--\n\n"
"The non-blank lines of data[start:stop] (whole lines: it ends with a newline), each without its\n"
"newline and one carriage return before it; None when one is longer than limit.");

static PyObject *
split_lines(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 4) {
        PyErr_Format(PyExc_TypeError, "split_lines() takes 4 arguments (%zd given)", nargs);
        return NULL;
    }
    if (!PyBytes_Check(args[0])) {
        PyErr_Format(PyExc_TypeError, "split_lines() needs bytes, not %.100s", Py_TYPE(args[0])->tp_name);
        return NULL;
    }
    Py_ssize_t bounds[3];
    for (int i = 0; i < 3; i++) {
        bounds[i] = PyNumber_AsSsize_t(args[i + 1], PyExc_OverflowError);
        if (bounds[i] == -1 && PyErr_Occurred()) {
            return NULL;
        }
    }
    Py_ssize_t start = bounds[0], stop = bounds[1], limit = bounds[2];
    const char *data = PyBytes_AS_STRING(args[0]);
    if (start < 0 || stop < start || stop > PyBytes_GET_SIZE(args[0])) {
        PyErr_SetString(PyExc_ValueError, "split_lines(): start and stop must be 0 <= start <= stop <= len(data)");
        return NULL;
    }
    if (stop > start && data[stop - 1] != '\n') {
        PyErr_SetString(PyExc_ValueError, "split_lines(): data[start:stop] must end with a newline");
        return NULL;
    }
    PyObject *lines = PyList_New(0);
    if (lines == NULL) {
        return NULL;
    }
    Py_ssize_t pos = start;
    while (pos < stop) {
        /* Never NULL: the region was checked to end with a newline. */
        const char *newline = memchr(data + pos, '\n', (size_t)(stop - pos));
        Py_ssize_t end = newline - data;
        Py_ssize_t length = end - pos;
        if (length > limit) {
            Py_DECREF(lines);
            Py_RETURN_NONE;
        }
        if (length > 0 && data[end - 1] == '\r') {
            length--;
        }
        if (length > 0 && ((unsigned char)data[pos] > 32 || !is_blank(data + pos, length))) {
            PyObject *line = PyBytes_FromStringAndSize(data + pos, length);
            if (line == NULL || PyList_Append(lines, line) < 0) {
                Py_XDECREF(line);
                Py_DECREF(lines);
                return NULL;
            }
            Py_DECREF(line);
        }
        pos = end + 1;
    }
    return lines;
}

static PyMethodDef lines_methods[] = {
    {"split_lines", (PyCFunction)(void (*)(void))split_lines, METH_FASTCALL, split_lines_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef lines_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "acp_bridge.jsonrpc._lines",
    .m_doc = "The lines of a received chunk (acp_bridge.jsonrpc.framing), in C.",
    .m_size = 0,
    .m_methods = lines_methods,
};

PyMODINIT_FUNC
PyInit__lines(void)
{
    return PyModuleDef_Init(&lines_module);
}
