/* What the files of the _textscan extension share: _textscan.c (the per-character passes and
 * the module), _toolblock.c (a tool call's whole block, written with those passes), _docjoin.c (a
 * document from its blocks, and JSON strings) and _session_wire.c (a listed session's wire item
 * and its JSON). One extension module: these names are hidden from everything outside it. */
#ifndef ACP_BRIDGE_TEXTSCAN_H
#define ACP_BRIDGE_TEXTSCAN_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* Calls NAME_1, NAME_2 or NAME_4: the specialisation of a pass (defined once per character width by
 * a DEFINE_ macro in _textscan.c) for a string's storage width. */
#define BY_WIDTH(kind, NAME, ...)                                                  \
    ((kind) == PyUnicode_1BYTE_KIND   ? NAME##_1(__VA_ARGS__)                       \
     : (kind) == PyUnicode_2BYTE_KIND ? NAME##_2(__VA_ARGS__)                       \
                                      : NAME##_4(__VA_ARGS__))

#if defined(__GNUC__)
#pragma GCC visibility push(hidden)
#endif

/* The dict keys the tool-call block looks up and a session's listed item is made of (in its order),
 * interned once (the module's state). */
enum {
    K_TYPE, K_CONTENT, K_TEXT, K_PATH, K_OLD_TEXT, K_NEW_TEXT, K_LINE, K_COMMAND,
    K_SESSION_ID, K_DISPLAY_TITLE, K_TITLE, K_LOCAL_TITLE, K_CWD, K_DIRECTORIES, K_UPDATED_AT,
    K_FIRST_PROMPT, K_FACTS, K_COUNT
};

/* The keys' names (what the module's state interns). */
extern const char *const KEY_NAMES[K_COUNT];

typedef struct {
    PyObject *keys[K_COUNT];
} textscan_state;

/* _textscan.c */
int check_str(PyObject *text, const char *function);
int check_nargs(const char *function, Py_ssize_t nargs, Py_ssize_t expected);
int text_needs_cleaning(int kind, const void *data, Py_ssize_t n);
Py_ssize_t next_event(int kind, const void *data, Py_ssize_t end, Py_ssize_t from, Py_ssize_t nl_end);
Py_ssize_t backtick_run(int kind, const void *data, Py_ssize_t n);
Py_ssize_t fence_ticks(int kind, const void *data, Py_ssize_t *n);
PyObject *prose_string(PyObject *text, Py_ssize_t lo, Py_ssize_t hi, int squeeze);
int is_plain_label(PyObject *text);

/* _toolblock.c */
extern const char tool_call_block_doc[];
PyObject *tool_call_block(PyObject *module, PyObject *const *args, Py_ssize_t nargs);

/* A bytes object filled from the front, grown by half again when full (a large one is moved by
 * the C library's mremap, not copied; pages it has not written to are never touched). */
typedef struct {
    PyObject *bytes;
    Py_ssize_t used;
} byte_sink;

/* _docjoin.c */
char *sink_reserve(byte_sink *s, Py_ssize_t n);
int sink_json(byte_sink *s, PyObject *piece, const char *name);
extern const char join_rendered_doc[];
PyObject *join_rendered(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
extern const char join_rendered_utf8_doc[];
PyObject *join_rendered_utf8(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
extern const char json_text_doc[];
PyObject *json_text(PyObject *module, PyObject *pieces);
extern const char json_rendered_doc[];
PyObject *json_rendered(PyObject *module, PyObject *const *args, Py_ssize_t nargs);

/* _session_wire.c */
extern const char session_wire_doc[];
PyObject *session_wire(PyObject *module, PyObject *source);
extern const char session_json_doc[];
PyObject *session_json(PyObject *module, PyObject *source);
int session_wire_import(void);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
