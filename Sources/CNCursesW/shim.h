// The only C the project has: ncursesw with wide-character support, plus accessors for the
// macros and globals Swift cannot import. SwiftPM drops pkg-config's cflags, so the defines
// that switch on the wide API must be set here, before curses.h.
#ifndef CHANNEL_EDITOR_CNCURSESW_SHIM_H
#define CHANNEL_EDITOR_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <fcntl.h>
#include <termios.h>
#include <sys/ioctl.h>

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

// Attributes (macros in C).
static inline attr_t ce_a_normal(void) { return A_NORMAL; }
static inline attr_t ce_a_bold(void) { return A_BOLD; }
static inline attr_t ce_a_dim(void) { return A_DIM; }
static inline attr_t ce_a_reverse(void) { return A_REVERSE; }
static inline attr_t ce_a_underline(void) { return A_UNDERLINE; }
static inline attr_t ce_a_standout(void) { return A_STANDOUT; }

// Mouse masks: their values differ between ncurses mouse ABI versions, so never hard-code them.
static inline mmask_t ce_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t ce_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t ce_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t ce_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t ce_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t ce_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t ce_button1_triple_clicked(void) { return BUTTON1_TRIPLE_CLICKED; }
static inline mmask_t ce_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t ce_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t ce_button4_pressed(void) { return BUTTON4_PRESSED; }
#ifdef BUTTON5_PRESSED
static inline mmask_t ce_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t ce_button5_pressed(void) { return 0; }
#endif
static inline mmask_t ce_button_shift(void) { return BUTTON_SHIFT; }
static inline mmask_t ce_button_ctrl(void) { return BUTTON_CTRL; }
static inline mmask_t ce_button_alt(void) { return BUTTON_ALT; }

// Globals that Swift 6 considers not concurrency-safe.
static inline WINDOW *ce_stdscr(void) { return stdscr; }
static inline WINDOW *ce_curscr(void) { return curscr; }
static inline FILE *ce_stdin(void) { return stdin; }
static inline FILE *ce_stdout(void) { return stdout; }
static inline int ce_lines(void) { return LINES; }
static inline int ce_cols(void) { return COLS; }
static inline int ce_colors(void) { return COLORS; }

// Key codes used by the front end (macros in C).
static inline int ce_key_resize(void) { return KEY_RESIZE; }
static inline int ce_key_mouse(void) { return KEY_MOUSE; }
static inline int ce_key_up(void) { return KEY_UP; }
static inline int ce_key_down(void) { return KEY_DOWN; }
static inline int ce_key_left(void) { return KEY_LEFT; }
static inline int ce_key_right(void) { return KEY_RIGHT; }
static inline int ce_key_home(void) { return KEY_HOME; }
static inline int ce_key_end(void) { return KEY_END; }
static inline int ce_key_ppage(void) { return KEY_PPAGE; }
static inline int ce_key_npage(void) { return KEY_NPAGE; }
static inline int ce_key_btab(void) { return KEY_BTAB; }
static inline int ce_key_enter(void) { return KEY_ENTER; }
static inline int ce_key_backspace(void) { return KEY_BACKSPACE; }
static inline int ce_key_dc(void) { return KEY_DC; }
static inline int ce_key_sleft(void) { return KEY_SLEFT; }
static inline int ce_key_sright(void) { return KEY_SRIGHT; }
static inline int ce_key_f1(void) { return KEY_F(1); }

// glibc declares wcwidth only under _XOPEN_SOURCE, which Swift's Glibc module does not set.
extern int wcwidth(wchar_t c);
static inline int ce_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

static inline int ce_color_pair(int n) { return (int)COLOR_PAIR(n); }

// The realtime signals' range (macros calling into glibc).
static inline int ce_sigrtmin(void) { return SIGRTMIN; }
static inline int ce_sigrtmax(void) { return SIGRTMAX; }

// Signal dispositions Swift cannot compare or spell (SIG_IGN, SIG_DFL are casts in C).
static inline int ce_signal_is_ignored(int signal) {
    struct sigaction action;
    return sigaction(signal, NULL, &action) == 0 && action.sa_handler == SIG_IGN;
}
static inline void ce_signal_set_default(int signal, int ignore) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = ignore ? SIG_IGN : SIG_DFL;
    sigaction(signal, &action, NULL);
}

// The terminal's size (TIOCGWINSZ is a macro Swift does not import); false when unknown.
static inline int ce_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 1;
}

#endif
