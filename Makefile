# channel-editor — `make run` on a fresh machine installs what is missing, builds and runs;
# `make test` runs every test. See README.md.
SWIFT    ?= swift
PREFIX   ?= /usr/local
CONFIG   ?= debug
BIN       = .build/$(CONFIG)/channel-editor
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS     ?=

.PHONY: all deps messages pot build release check-release run test fuzz bench link-order install uninstall clean lint format terminals \
  deb-deps deb deb-check deb-install-check

all: build

# Debian packages the build and the tests need: ncursesw headers and pkg-config to build;
# tmux (and GNU screen) for the end-to-end tests; groff and man to check the man page; objcopy
# (binutils) to strip the installed binary; gettext's msgfmt to compile the translations; xterm,
# Xvfb and xdotool for the width test in a second terminal (XtermWidthTests); dialog, whose
# --buildlist output the pick tests compare with ours; SQLite and libxml2 headers (newsboat's
# cache.db and OPML catalogs), utf8proc and OpenCC (names matched across width, case and
# Chinese script), newsboat and the sqlite3 shell for the newsboat tests; vdr and its
# satip plugin (a headless VDR 2.6 for the VDR tests, VDRProcess). Installed
# only when missing.
deps:
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncursesw5-dev pkg-config"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v screen >/dev/null 2>&1 || missing="$$missing screen"; \
	command -v groff >/dev/null 2>&1 || missing="$$missing groff-base"; \
	command -v man >/dev/null 2>&1 || missing="$$missing man-db"; \
	command -v objcopy >/dev/null 2>&1 || missing="$$missing binutils"; \
	command -v msgfmt >/dev/null 2>&1 || missing="$$missing gettext"; \
	command -v xterm >/dev/null 2>&1 || missing="$$missing xterm"; \
	command -v Xvfb >/dev/null 2>&1 || missing="$$missing xvfb"; \
	command -v xdotool >/dev/null 2>&1 || missing="$$missing xdotool"; \
	command -v dialog >/dev/null 2>&1 || missing="$$missing dialog"; \
	command -v mpv >/dev/null 2>&1 || missing="$$missing mpv"; \
	command -v strace >/dev/null 2>&1 || missing="$$missing strace"; \
	pkg-config --exists sqlite3 2>/dev/null || missing="$$missing libsqlite3-dev"; \
	pkg-config --exists libxml-2.0 2>/dev/null || missing="$$missing libxml2-dev"; \
	pkg-config --exists libutf8proc 2>/dev/null && pkg-config --exists opencc 2>/dev/null || missing="$$missing libutf8proc-dev libopencc-dev"; \
	command -v newsboat >/dev/null 2>&1 || missing="$$missing newsboat"; \
	command -v sqlite3 >/dev/null 2>&1 || missing="$$missing sqlite3"; \
	command -v whiptail >/dev/null 2>&1 || missing="$$missing whiptail"; \
	[ -e /usr/lib/vdr/plugins/libvdr-satip.so.2.6.0 ] || missing="$$missing vdr vdr-plugin-satip"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "swift not found: install the Swift toolchain (https://swift.org/install)" >&2; exit 1; }

# The translations: po/<name>.po compiled with msgfmt (--check: c-format placeholders, header)
# into Resources/locale/<name>/LC_MESSAGES/channel-editor.mo, where a build in the source tree
# finds them (like Resources/catalogs; the folder is not in git). Installed under
# $(DATADIR)/locale. `make pot` rewrites po/channel-editor.pot from the sources and the keymap
# (a test does the extraction) and merges it into each .po for the translators.
PO_FILES  = $(wildcard po/*.po)
LOCALE_DIR = Resources/locale
MO_FILES  = $(patsubst po/%.po,$(LOCALE_DIR)/%/LC_MESSAGES/channel-editor.mo,$(PO_FILES))

messages: $(MO_FILES)

$(LOCALE_DIR)/%/LC_MESSAGES/channel-editor.mo: po/%.po
	@mkdir -p "$(dir $@)"
	msgfmt --check --output-file="$@.tmp" "$<" && mv "$@.tmp" "$@"

pot: deps
	UPDATE_POT=1 $(SWIFT) test --filter 'CatalogCompletenessTests/templateIsCurrent'
	@for po in $(PO_FILES); do msgmerge --quiet --update --backup=none --no-wrap "$$po" po/channel-editor.pot; done
	$(MAKE) messages  # the .po files just changed: the test compares the compiled catalogs with them
	$(SWIFT) test --filter CatalogCompletenessTests

build: deps messages
	$(SWIFT) build -c $(CONFIG)

# Release builds are one static executable: it starts faster and uses less memory than one
# that loads the Swift runtime's shared libraries (docs/PERFORMANCE.md has the figures). It is
# linked by the toolchain's ld.lld with every function in its own section, laid out in the
# order of LINK_ORDER (the code and data a session uses, next to each other): a start then
# touches about 45 of the binary's 64 KB windows of code instead of 75 (docs/PERFORMANCE.md,
# "Peak RSS"). `make link-order` writes LINK_ORDER again from a profile of the bench's sessions.
# The Debian package (`make deb`) links the same way but only the Swift runtime statically:
# ncursesw, libxml2 and SQLite are Debian's shared libraries (DEB_FLAGS), with no rpath, bound at
# start (`-z now`, as Debian's hardening asks: the relocations then read-only), and not
# linked to zlib and liblzma, which Sources/CLibXML2/module.modulemap names for the static build
# (libxml2.so brings its own; linked, dpkg-shlibdeps warns they are useless dependencies).
LINK_ORDER    ?= bench/link-order.txt
LAYOUT_FLAGS   = -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
  -Xlinker --symbol-ordering-file=$(abspath $(LINK_ORDER)) -Xlinker --no-warn-symbol-ordering
RELEASE_FLAGS ?= --static-swift-stdlib -Xswiftc -static-executable $(LAYOUT_FLAGS)
DEB_FLAGS     ?= --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now $(LAYOUT_FLAGS) \
  $(foreach library,z lzma,-Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc $(library))

release: deps messages
	$(SWIFT) build -c release --scratch-path "$(SCRATCH_PATH)" $(RELEASE_FLAGS) --product channel-editor

run: build
	./$(BIN) $(ARGS)

# TEST_FLAGS go to `swift test`: .ci/run adds --xunit-output to read the results from a file.
TEST_FLAGS ?=

test: deps messages
	$(SWIFT) build
	$(SWIFT) test $(TEST_FLAGS)

# `make check-release`: every target, the tests included, built as `swift build -c release`
# builds them (what packagers run, and what `make fuzz` tests). CI runs it next to `make test`,
# so code the optimizer cannot compile (Swift 6.3.1 once crashed on a closure in
# Tests/TestSupport/FuzzHarness.swift) cannot land again. Its own build folder, so it does not
# throw away the debug build `make test` uses.
check-release: deps messages
	$(SWIFT) build -c release --build-tests --scratch-path .build/check-release

# Style (.swift-format). `make lint` reports what swift-format's rules find. Its whitespace
# findings (the layout its pretty printer would choose) cannot be switched off (swift-format
# issue #764) and the tree keeps its own layout, so they are left out. `make format` lays out
# the files named in FILES, by default only the Swift files this branch adds: never a
# reformatting of the whole tree under everyone's feet. `make lint` also fails on a test that
# imports with `@testable`: tests reach what they need through `package` access
# (docs/ARCHITECTURE.md, "Modules": access), so `make fuzz` tests a release build with no testing flags.
SWIFT_FORMAT ?= $(SWIFT) format
LINT_PATHS   ?= Package.swift Sources Tests
WHITESPACE_FINDINGS = \[(Indentation|AddLines|RemoveLine|TrailingComma|LineLength|Spacing|TrailingWhitespace)\]
FILES        ?=

lint:
	@testable="$$(grep -rlE --include='*.swift' '^[[:space:]]*@testable[[:space:]]+import' $(LINT_PATHS) bench)"; \
	if [ -n "$$testable" ]; then printf '%s\n' "$$testable"; echo "make lint: the files above use @testable; make what they need package instead" >&2; exit 1; fi
	@findings="$$($(SWIFT_FORMAT) lint --parallel --recursive $(LINT_PATHS) 2>&1 | grep -vE '$(WHITESPACE_FINDINGS)')"; \
	if [ -n "$$findings" ]; then printf '%s\n' "$$findings"; echo "make lint: the findings above break .swift-format's rules" >&2; exit 1; fi; \
	echo "lint: no findings"

format:
	@files="$(FILES)"; \
	if [ -z "$$files" ]; then \
	  base="$$(git merge-base HEAD origin/main 2>/dev/null || echo HEAD)"; \
	  files="$$( { git diff --name-only --diff-filter=A "$$base" -- '*.swift'; git ls-files --others --exclude-standard -- '*.swift'; } | sort -u)"; \
	fi; \
	if [ -z "$$files" ]; then echo "make format: no new Swift files; name some with FILES=..."; exit 0; fi; \
	echo "Formatting:" $$files; $(SWIFT_FORMAT) format --in-place $$files

clean:
	rm -rf .build $(LOCALE_DIR)

# `make install [PREFIX=/usr/local] [DESTDIR=/staging]`: a release build, then the binary, the
# catalogs, the translations (in the system's locale folder, LOCALEDIR, where the program looks
# after its data folder), the man page and the bash and zsh completions under $(DESTDIR)$(PREFIX).
# `make uninstall` with the same PREFIX and DESTDIR removes exactly those files again.
# SCRATCH_PATH is SwiftPM's build folder for that release build (the tests use their own, as
# the `swift test` running them holds the lock on .build).
DESTDIR      ?=
SCRATCH_PATH ?= .build/static
INSTALL      ?= install
BINDIR       ?= $(PREFIX)/bin
DATADIR      ?= $(PREFIX)/share/channel-editor
LOCALEDIR    ?= $(PREFIX)/share/locale
MAN1DIR      ?= $(PREFIX)/share/man/man1
BASHCOMPDIR  ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR   ?= $(PREFIX)/share/zsh/site-functions
CATALOG_DIR  ?= Resources/catalogs
CATALOGS      = $(wildcard $(CATALOG_DIR)/*.json)

# The installed binary is stripped; its debug info stays in the build folder, next to the
# unstripped binary, as $(RELEASE_BIN).debug (the stripped copy names it in .gnu_debuglink).
OBJCOPY      ?= objcopy
RELEASE_BIN   = $(SCRATCH_PATH)/release/channel-editor

install: messages
	@[ -n "$(CATALOGS)" ] || { echo "make install: no catalogs (*.json) in $(CATALOG_DIR)/" >&2; exit 1; }
	$(SWIFT) build -c release --scratch-path "$(SCRATCH_PATH)" $(RELEASE_FLAGS) --product channel-editor
	$(OBJCOPY) --only-keep-debug "$(RELEASE_BIN)" "$(RELEASE_BIN).debug"
	$(OBJCOPY) --strip-all --add-gnu-debuglink="$(RELEASE_BIN).debug" "$(RELEASE_BIN)" "$(RELEASE_BIN).stripped"
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DATADIR)/catalogs" "$(DESTDIR)$(MAN1DIR)" \
	  "$(DESTDIR)$(BASHCOMPDIR)" "$(DESTDIR)$(ZSHCOMPDIR)"
	$(INSTALL) -m 755 "$(RELEASE_BIN).stripped" "$(DESTDIR)$(BINDIR)/channel-editor"
	$(INSTALL) -m 644 $(CATALOGS) "$(DESTDIR)$(DATADIR)/catalogs/"
	@for mo in $(MO_FILES); do \
	  folder="$(DESTDIR)$(LOCALEDIR)/$${mo#$(LOCALE_DIR)/}"; folder="$${folder%/*}"; \
	  echo "$(INSTALL) -m 644 $$mo $$folder/"; \
	  $(INSTALL) -d "$$folder" && $(INSTALL) -m 644 "$$mo" "$$folder/" || exit 1; \
	done
	$(INSTALL) -m 644 docs/channel-editor.1 "$(DESTDIR)$(MAN1DIR)/channel-editor.1"
	$(INSTALL) -m 644 completions/channel-editor.bash "$(DESTDIR)$(BASHCOMPDIR)/channel-editor"
	$(INSTALL) -m 644 completions/_channel-editor "$(DESTDIR)$(ZSHCOMPDIR)/_channel-editor"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/channel-editor" "$(DESTDIR)$(MAN1DIR)/channel-editor.1" \
	  "$(DESTDIR)$(BASHCOMPDIR)/channel-editor" "$(DESTDIR)$(ZSHCOMPDIR)/_channel-editor"
	rm -f $(foreach catalog,$(notdir $(CATALOGS)),"$(DESTDIR)$(DATADIR)/catalogs/$(catalog)")
	rm -f $(foreach mo,$(MO_FILES),"$(DESTDIR)$(LOCALEDIR)/$(mo:$(LOCALE_DIR)/%=%)")
	@# The system's locale folders are shared with other programs: removed only when empty.
	@for folder in $(foreach po,$(PO_FILES),"$(DESTDIR)$(LOCALEDIR)/$(basename $(notdir $(po)))/LC_MESSAGES" \
	    "$(DESTDIR)$(LOCALEDIR)/$(basename $(notdir $(po)))"); do \
	  [ ! -d "$$folder" ] || rmdir "$$folder" 2>/dev/null || true; \
	done
	@# Installs made before issue 38 kept the translations in the data folder.
	rm -f $(foreach mo,$(MO_FILES),"$(DESTDIR)$(DATADIR)/$(mo:Resources/%=%)")
	@for folder in $(foreach po,$(PO_FILES),"$(DESTDIR)$(DATADIR)/locale/$(basename $(notdir $(po)))/LC_MESSAGES" \
	    "$(DESTDIR)$(DATADIR)/locale/$(basename $(notdir $(po)))") "$(DESTDIR)$(DATADIR)/locale"; do \
	  [ ! -d "$$folder" ] || rmdir "$$folder" 2>/dev/null || true; \
	done
	@for folder in "$(DESTDIR)$(DATADIR)/catalogs" "$(DESTDIR)$(DATADIR)"; do \
	  [ ! -d "$$folder" ] || rmdir "$$folder" 2>/dev/null || echo "kept $$folder: not empty"; \
	done

# `make deb`: a Debian binary package, $(DEB_DIR)/channel-editor_<version>_<arch>.deb, built with
# dpkg-dev's tools from `make install DESTDIR=... PREFIX=/usr` (packaging/debian/build-deb.sh):
# the Swift runtime static, Debian's libraries shared (DEB_FLAGS) with Depends from
# dpkg-shlibdeps; the translations in /usr/share/locale, the catalogs in /usr/share/channel-editor,
# the zsh completion in Debian's vendor-completions. Its release build stays in DEB_DIR, so it is
# made once and kept. `make deb-check` builds it and checks it without installing it
# (lintian, its contents, the binary's libraries, the unpacked program's catalogs and
# translations; packaging/debian/check-deb.sh); `make deb-install-check` (root; it changes the
# system) installs it with apt, uses it with the toolchain hidden and removes it. Neither is
# part of `make test`: the release build takes minutes. `make deb-deps` installs what they need.
DEB_DIR     ?= .build/deb
DEB_WORK     = $(DEB_DIR)/work
DEB_VERSION  = $(shell dpkg-parsechangelog -l packaging/debian/changelog -SVersion 2>/dev/null)
DEB_FILE     = $(DEB_DIR)/channel-editor_$(DEB_VERSION)_$(shell dpkg --print-architecture).deb

deb-deps:
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncursesw5-dev pkg-config"; \
	pkg-config --exists sqlite3 2>/dev/null || missing="$$missing libsqlite3-dev"; \
	pkg-config --exists libxml-2.0 2>/dev/null || missing="$$missing libxml2-dev"; \
	pkg-config --exists libutf8proc 2>/dev/null && pkg-config --exists opencc 2>/dev/null || missing="$$missing libutf8proc-dev libopencc-dev"; \
	command -v msgfmt >/dev/null 2>&1 || missing="$$missing gettext"; \
	command -v objcopy >/dev/null 2>&1 || missing="$$missing binutils"; \
	command -v dpkg-shlibdeps >/dev/null 2>&1 || missing="$$missing dpkg-dev"; \
	command -v lintian >/dev/null 2>&1 || missing="$$missing lintian"; \
	command -v man >/dev/null 2>&1 || missing="$$missing man-db"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "swift not found: install the Swift toolchain (https://swift.org/install)" >&2; exit 1; }

deb: deb-deps messages
	rm -rf "$(DEB_WORK)" $(DEB_DIR)/channel-editor_*.deb
	$(MAKE) --no-print-directory install DESTDIR="$(abspath $(DEB_WORK))/debian/channel-editor" PREFIX=/usr \
	  ZSHCOMPDIR=/usr/share/zsh/vendor-completions SCRATCH_PATH="$(DEB_DIR)" RELEASE_FLAGS="$(DEB_FLAGS)"
	packaging/debian/build-deb.sh "$(abspath $(DEB_WORK))" "$(abspath $(DEB_DIR))"
	@echo "Built $(DEB_FILE): install it with  sudo apt install ./$(DEB_FILE)"

deb-check: deb
	packaging/debian/check-deb.sh "$(DEB_FILE)" "$(abspath packaging/debian/lintian-warnings)"

deb-install-check: deb
	packaging/debian/install-check.sh "$(abspath $(DEB_FILE))"

FUZZ_EVENTS ?= 1000000
FUZZ_SEED   ?= 1
# How many generated dialog/whiptail comparison cases make fuzz runs (make test runs 32).
DIALOG_COMPARISON_CASES ?= 400
# The whole-binary fuzz (Tests/EndToEndTests/BinaryFuzzTests.swift): random terminal input into
# the real program on a pty, run after run for this many seconds (`make test`: 4).
BINARY_FUZZ_SECONDS ?= 300
# Rounds of Tests/EndToEndTests/WriterKillTests.swift (SIGKILL of a writer at a random moment;
# `make test`: 30).
WRITER_KILL_ROUNDS ?= 500
# Seconds of Tests/EndToEndTests/UnlockedWriterTests.swift's race of the screen, commands and an
# unlocked hand editor (`make test`: 4). `make fuzz` also runs issue 26's other attacks once:
# the lift-remove-drop, the save windows, the re-applied changes, the watch, the reload storm.
HAND_EDIT_RACE_SECONDS ?= 60

# Seeded random input through the input machine, editor and renderer, in a release build
# (the tests reach what they need through package access, so no -enable-testing: the code
# fuzzed is the code shipped). A failure prints its seed, index, the last events, a shrunk
# sequence and a FUZZ_REPLAY command.
fuzz: deps
	$(SWIFT) build -c release --product channel-editor
	$(SWIFT) build --product channel-editor  # what WriterKillTests runs (.build/debug)
	FUZZ_EVENTS=$(FUZZ_EVENTS) FUZZ_SEED=$(FUZZ_SEED) BINARY_FUZZ_SECONDS=$(BINARY_FUZZ_SECONDS) \
	  BINARY_FUZZ_BINARY="$(abspath .build/release/channel-editor)" WRITER_KILL_ROUNDS=$(WRITER_KILL_ROUNDS) \
	  HAND_EDIT_RACE_SECONDS=$(HAND_EDIT_RACE_SECONDS) \
	  $(SWIFT) test -c release --filter 'Fuzz|WriterKill|UnlockedWriter|LiftRemoveDrop|SaveWindow|ReapplyRace|FileWatcherTests|ReloadStorm|PasteTests'
	# dialog's and whiptail's forms against the real programs, many more generated cases than make test runs.
	DIALOG_COMPARISON_CASES=$(DIALOG_COMPARISON_CASES) $(SWIFT) test --filter 'PickDialogComparisonTests|PickDialogListComparisonTests'

# `make bench`: channel-editor next to `dialog --buildlist` in a pty, the program on 100,000 and
# 1,000,000 channels, and the pure core at 60 to 1,000,000 channels (docs/PERFORMANCE.md), ending
# with issue 15's table. Informative only: a missed budget prints MISS, and the target still
# succeeds. It measures the binary `make install` puts in place (installed under BENCH_STAGE),
# and installs dialog and strace when missing. BENCH_ARGS=--quick for a smoke run.
# BENCH_BUILD is the build's flags (the release build's by default), BENCH_SCRATCH its build
# folder; to measure the dynamically linked build:  make bench BENCH_BUILD= BENCH_SCRATCH=.build
BENCH_ARGS    ?=
BENCH_BUILD   ?= $(RELEASE_FLAGS)
BENCH_SCRATCH ?= .build/static
BENCH_STAGE   ?= bench-out/stage

bench: deps
	@missing=""; \
	command -v dialog >/dev/null 2>&1 || missing="$$missing dialog"; \
	command -v whiptail >/dev/null 2>&1 || missing="$$missing whiptail"; \
	[ -e /usr/lib/vdr/plugins/libvdr-satip.so.2.6.0 ] || missing="$$missing vdr vdr-plugin-satip"; \
	command -v strace >/dev/null 2>&1 || missing="$$missing strace"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing \
	  || echo "could not install$$missing: those figures stay empty"; \
	fi
	$(MAKE) --no-print-directory install DESTDIR="$(abspath $(BENCH_STAGE))" SCRATCH_PATH="$(BENCH_SCRATCH)" RELEASE_FLAGS="$(BENCH_BUILD)"
	$(SWIFT) build -c release --scratch-path "$(BENCH_SCRATCH)" $(BENCH_BUILD) --product channel-editor-bench
	@mkdir -p bench-out
	python3 bench/bench.py --editor "$(abspath $(BENCH_STAGE))$(BINDIR)/channel-editor" \
	  --core "$(BENCH_SCRATCH)/release/channel-editor-bench" --json bench-out/bench.json \
	  --link-order "$(LINK_ORDER)" --symbols "$(BENCH_SCRATCH)/release/channel-editor.debug" $(BENCH_ARGS)

# `make link-order`: LINK_ORDER written again (bench/link_order.py) from callgrind's and
# lackey's view of the bench's key scripts on an unstripped release build, then what a native
# run under perf touches besides; about 4 minutes.
# SwiftPM does not know that the link reads LINK_ORDER, so the release binary is removed
# afterwards: the next release build links it again in the new order.
link-order: release
	@command -v valgrind >/dev/null 2>&1 && command -v perf >/dev/null 2>&1 || { echo "Installing: valgrind linux-perf"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind linux-perf; }
	python3 bench/link_order.py --binary "$(RELEASE_BIN)" --out "$(LINK_ORDER)"
	rm -f "$(RELEASE_BIN)"
	@# Each native pass sees only the first touch of each window: a few passes, relinking between.
	for pass in 1 2 3 4; do \
	  $(MAKE) --no-print-directory release >/dev/null && \
	  python3 bench/link_order.py --binary "$(RELEASE_BIN)" --out "$(LINK_ORDER)" --add-native && \
	  rm -f "$(RELEASE_BIN)" || exit 1; \
	done

# `make terminals`: the binary `make install` installs (staged in TERMINALS_STAGE) in real terminal
# emulators under Xvfb, driven by xdotool; one line per terminal (scripts/terminals/run.py,
# README "Terminals"). Not part of `make test`. Installs the tools it needs when missing; an
# emulator that is not installed is reported as skipped. TERMINALS_ARGS='xterm kitty' runs a few.
TERMINAL_TOOLS = Xvfb:xvfb xdotool:xdotool import:imagemagick xterm:xterm tmux:tmux screen:screen python3:python3
TERMINALS_ARGS ?=
TERMINALS_STAGE = .build/terminals/stage

terminals: deps
	@missing=""; for tool in $(TERMINAL_TOOLS); do \
	  command -v $${tool%%:*} >/dev/null 2>&1 || missing="$$missing $${tool#*:}"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi
	$(MAKE) --no-print-directory install DESTDIR="$(abspath $(TERMINALS_STAGE))" PREFIX=/usr/local
	python3 scripts/terminals/run.py --binary "$(TERMINALS_STAGE)/usr/local/bin/channel-editor" $(TERMINALS_ARGS)
