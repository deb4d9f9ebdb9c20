/* The switcher's per-candidate work in C (acp_bridge.sessions.fuzzy): the subsequence filter and
 * `_score_term`, which stay the definitions (and run when this module is not built). Same results:
 * the subsequence regex `q0[^q1]*q1...` matches leftmost at the first q0 and then takes each next
 * character's first occurrence, which is what `span` walks; scores use the same double operations
 * in the same order. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* The span (start, end) of `term` as a subsequence of `text` (the regex's leftmost match); 0 when
 * none, -1 on error. */
static int
span(PyObject *text, PyObject *term, Py_ssize_t n, Py_ssize_t *start, Py_ssize_t *end)
{
    Py_ssize_t len = PyUnicode_GET_LENGTH(text);
    if (len < n)
        return 0;
    int tkind = PyUnicode_KIND(term);
    const void *tdata = PyUnicode_DATA(term);
    Py_ssize_t pos = PyUnicode_FindChar(text, PyUnicode_READ(tkind, tdata, 0), 0, len, 1);
    if (pos < 0)
        return pos == -1 ? 0 : -1;
    *start = pos;
    for (Py_ssize_t k = 1; k < n; k++) {
        pos = PyUnicode_FindChar(text, PyUnicode_READ(tkind, tdata, k), pos + 1, len, 1);
        if (pos < 0)
            return pos == -1 ? 0 : -1;
    }
    *end = pos + 1;
    return 1;
}

static Py_ssize_t
find(PyObject *text, PyObject *term)
{
    return PyUnicode_Find(text, term, 0, PY_SSIZE_T_MAX, 1);
}

/* 10 + (5 at the start, 2 at a word start) + n / len: a contiguous hit at `index`. */
static double
contiguous(PyObject *text, Py_ssize_t index, Py_ssize_t n)
{
    double bonus = 0.0;
    if (index == 0)
        bonus = 5.0;
    else if (!Py_UNICODE_ISALNUM(PyUnicode_READ_CHAR(text, index - 1)))
        bonus = 2.0;
    Py_ssize_t len = PyUnicode_GET_LENGTH(text);
    return 10.0 + bonus + (double)n / (double)(len > 1 ? len : 1);
}

/* `_score_field` for a non-empty field; -1.0 on error. */
static double
score_field(PyObject *text, PyObject *term, Py_ssize_t n, double five_n)
{
    Py_ssize_t index = find(text, term);
    if (index >= 0)
        return contiguous(text, index, n);
    if (index == -2)
        return -1.0;
    Py_ssize_t start, end;
    int found = span(text, term, n, &start, &end);
    if (found < 0)
        return -1.0;
    return found ? five_n / (double)(end - start) : 0.0;
}

/* `best` raised to `weight` × `_score_field` of a non-empty field; -1 on error. */
static int
raise_field(PyObject *text, double weight, PyObject *term, Py_ssize_t n, double five_n, double *best)
{
    if (PyUnicode_GET_LENGTH(text) == 0)
        return 0;
    double score = score_field(text, term, n, five_n);
    if (score < 0.0)
        return -1;
    score = weight * score;
    if (score > *best)
        *best = score;
    return 0;
}

static int
unpack(PyObject *fields, PyObject *slot, PyObject **out)
{
    Py_ssize_t k = PyNumber_AsSsize_t(slot, PyExc_IndexError);
    if (k == -1 && PyErr_Occurred())
        return -1;
    if (k < 0 || k >= PyList_GET_SIZE(fields)) {
        PyErr_SetString(PyExc_IndexError, "slot out of range");
        return -1;
    }
    PyObject *row = PyList_GET_ITEM(fields, k);
    if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) != 5) {
        PyErr_SetString(PyExc_TypeError, "fields must be 5-tuples");
        return -1;
    }
    for (int i = 0; i < 5; i++) {
        out[i] = PyTuple_GET_ITEM(row, i);
        if (!PyUnicode_Check(out[i])) {
            PyErr_SetString(PyExc_TypeError, "fields must be strings");
            return -1;
        }
    }
    return 0;
}

static int
parse(PyObject *args, PyObject **term, PyObject **fields, PyObject **slots, Py_ssize_t *n)
{
    if (!PyArg_ParseTuple(args, "UO!O", term, &PyList_Type, fields, slots))
        return -1;
    *n = PyUnicode_GET_LENGTH(*term);
    if (*n == 0) {
        PyErr_SetString(PyExc_ValueError, "empty term");
        return -1;
    }
    return 0;
}

PyDoc_STRVAR(matching_doc, "matching(term, fields, slots) -> list: the slots whose joined fields "
                           "hold `term` as a subsequence, in order.");

static PyObject *
matching(PyObject *self, PyObject *args)
{
    PyObject *term, *fields, *slots, *row[5];
    Py_ssize_t n;
    if (parse(args, &term, &fields, &slots, &n) < 0)
        return NULL;
    PyObject *seq = PySequence_Fast(slots, "slots must be iterable");
    if (seq == NULL)
        return NULL;
    PyObject *out = PyList_New(0);
    if (out == NULL)
        goto fail;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(seq);
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *slot = PySequence_Fast_GET_ITEM(seq, i);
        Py_ssize_t start, end;
        if (unpack(fields, slot, row) < 0)
            goto fail;
        int found = span(row[4], term, n, &start, &end);
        if (found < 0 || (found && PyList_Append(out, slot) < 0))
            goto fail;
    }
    Py_DECREF(seq);
    return out;
fail:
    Py_DECREF(seq);
    Py_XDECREF(out);
    return NULL;
}

PyDoc_STRVAR(score_term_doc, "score_term(term, fields, slots) -> dict: `fuzzy._score_term`.");

static PyObject *
score_term(PyObject *self, PyObject *args)
{
    PyObject *term, *fields, *slots, *row[5];
    Py_ssize_t n;
    if (parse(args, &term, &fields, &slots, &n) < 0)
        return NULL;
    double five_n = 5.0 * (double)n;
    PyObject *seq = PySequence_Fast(slots, "slots must be iterable");
    if (seq == NULL)
        return NULL;
    PyObject *out = PyDict_New();
    if (out == NULL)
        goto fail;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(seq);
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *slot = PySequence_Fast_GET_ITEM(seq, i);
        PyObject *title, *sid, *cwd, *prompt;
        Py_ssize_t start, end, index;
        if (unpack(fields, slot, row) < 0)
            goto fail;
        title = row[0], sid = row[1], cwd = row[2], prompt = row[3];
        int found = span(row[4], term, n, &start, &end);
        if (found < 0)
            goto fail;
        if (!found)
            continue;
        double best;
        index = find(title, term);
        if (index == -2)
            goto fail;
        if (index >= 0) {
            best = 4.0 * contiguous(title, index, n);
            index = find(sid, term);
            if (index == -2)
                goto fail;
            if (index >= 0) {
                double other = 3.0 * contiguous(sid, index, n);
                if (other > best)
                    best = other;
            }
        }
        else if ((index = find(sid, term)) >= 0) {
            best = 3.0 * contiguous(sid, index, n);
        }
        else {
            if (index == -2)
                goto fail;
            best = 0.0;
            if (n > 1) {
                found = span(title, term, n, &start, &end);
                if (found < 0)
                    goto fail;
                if (found)
                    best = 4.0 * (five_n / (double)(end - start));
                found = span(sid, term, n, &start, &end);
                if (found < 0)
                    goto fail;
                if (found) {
                    double other = 3.0 * (five_n / (double)(end - start));
                    if (other > best)
                        best = other;
                }
            }
            if (raise_field(cwd, 1.0, term, n, five_n, &best) < 0
                || raise_field(prompt, 1.5, term, n, five_n, &best) < 0)
                goto fail;
            if (best == 0.0)
                continue;
        }
        PyObject *value = PyFloat_FromDouble(best);
        if (value == NULL || PyDict_SetItem(out, slot, value) < 0) {
            Py_XDECREF(value);
            goto fail;
        }
        Py_DECREF(value);
    }
    Py_DECREF(seq);
    return out;
fail:
    Py_DECREF(seq);
    Py_XDECREF(out);
    return NULL;
}

static PyMethodDef fuzzy_methods[] = {
    {"matching", matching, METH_VARARGS, matching_doc},
    {"score_term", score_term, METH_VARARGS, score_term_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef fuzzy_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "acp_bridge.sessions._fuzzy",
    .m_doc = "The switcher's subsequence filter and term scoring in C (acp_bridge.sessions.fuzzy).",
    .m_size = 0,
    .m_methods = fuzzy_methods,
};

PyMODINIT_FUNC
PyInit__fuzzy(void)
{
    return PyModuleDef_Init(&fuzzy_module);
}
