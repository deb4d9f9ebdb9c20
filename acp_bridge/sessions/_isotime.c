/* `updatedAt` in the one shape nearly every agent sends, read in C (titles.parse_updated_at), and
 * a UTC time written back in that shape (titles.iso_utc).
 *
 * Listing 10,000 sessions reads 10,000 timestamps; `datetime.fromisoformat` and the calls around it
 * took ~2,000 instructions each, a sixth of everything a listing costs. The shape agents send is
 * fixed: `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds after `.` or `,`, then `Z` or `+00:00`.
 * That shape is read here into an aware UTC datetime; anything else (another offset, no zone, a
 * number, spaces, an out-of-range field) returns None and the caller reads it in Python, whose result
 * for the same text this one equals (tests/unit/test_isotime.py). Fractional digits beyond the
 * sixth are cut, not rounded, as `fromisoformat` and the Python fallback cut them.
 *
 * The text is untrusted: only ASCII text is read, and every read is below its length.
 *
 * Writing: the editor's session items carry each session's time as text, and a first listing of
 * 10,000 sessions formatted 10,000 of them through `astimezone`, `isoformat` and `replace` (~40 % of
 * converting a record). A datetime (not a subclass) whose zone is `datetime.UTC` itself is written
 * here; any other answers None and the Python writes it.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <datetime.h>
#include <stdio.h>
#include <string.h>

#include "_isotime.h"  /* the reader (shared with acp/_session_row.c) */

PyDoc_STRVAR(utc_timestamp_doc,
"utc_timestamp(text, /)\n--\n\n"
"The aware UTC datetime of `YYYY-MM-DDTHH:MM:SS[.fraction](Z|+00:00)`, or None for any other text.");

static PyObject *
utc_timestamp(PyObject *module, PyObject *text)
{
    if (!PyUnicode_Check(text)) {
        Py_RETURN_NONE;
    }
    return isotime_utc_datetime(text);
}

PyDoc_STRVAR(iso_utc_doc,
"iso_utc(moment, /)\n--\n\n"
"`moment` as `YYYY-MM-DDTHH:MM:SS[.ffffff]Z` when it is a datetime in `datetime.UTC`, else None.");

static PyObject *
iso_utc(PyObject *module, PyObject *moment)
{
    return isotime_format_utc(moment);
}

static PyMethodDef isotime_methods[] = {
    {"utc_timestamp", utc_timestamp, METH_O, utc_timestamp_doc},
    {"iso_utc", iso_utc, METH_O, iso_utc_doc},
    {NULL, NULL, 0, NULL},
};

static PyModuleDef_Slot isotime_slots[] = {
    {Py_mod_exec, isotime_import},
    {0, NULL},
};

static struct PyModuleDef isotime_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "acp_bridge.sessions._isotime",
    .m_doc = "`updatedAt` in the shape nearly every agent sends, read and written in C "
             "(acp_bridge.sessions.titles).",
    .m_size = 0,
    .m_methods = isotime_methods,
    .m_slots = isotime_slots,
};

PyMODINIT_FUNC
PyInit__isotime(void)
{
    return PyModuleDef_Init(&isotime_module);
}
