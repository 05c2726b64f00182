# channel-editor — `make run` on a fresh machine installs what is missing, builds and runs;
# `make test` runs every test. See README.md.
SWIFT    ?= swift
PREFIX   ?= /usr/local
CONFIG   ?= debug
BIN       = .build/$(CONFIG)/channel-editor
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS     ?=

.PHONY: all deps build release run test fuzz bench install uninstall clean

all: build

# Debian packages the build and the tests need: ncursesw headers, pkg-config, tmux for the
# end-to-end tests. Installed only when missing.
deps:
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncursesw5-dev pkg-config"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "swift not found: install the Swift toolchain (https://swift.org/install)" >&2; exit 1; }

build: deps
	$(SWIFT) build -c $(CONFIG)

release:
	$(MAKE) build CONFIG=release

run: build
	./$(BIN) $(ARGS)

test: deps
	$(SWIFT) build
	$(SWIFT) test

clean:
	rm -rf .build
