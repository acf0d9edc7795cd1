# -*- Python -*-
# lit configuration of the Tile IR compiler's FileCheck tests.

import os

import lit.formats
from lit.llvm import llvm_config

config.name = "TILEIR"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tileir_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs", "roundtrip.sh"]

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.tileir_tools_dir, append_path=True)

# The real cuTile corpus lives beside the checkout (never inside it); tests
# that read it require the `corpus` feature and are reported unsupported
# (skipped) where it is absent.
corpus = os.path.normpath(os.path.join(config.tileir_src_root, "..", "shared", "corpus"))
if os.path.isdir(corpus):
    config.available_features.add("corpus")
    config.substitutions.append(("%corpus", corpus))
config.substitutions.append(("%examples", os.path.join(config.tileir_src_root, "examples")))

llvm_config.add_tool_substitutions(["tile-opt", "tile-translate", "tile-run"], [config.tileir_tools_dir])
