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
config.substitutions.append(("%scripts", os.path.join(config.tileir_src_root, "scripts")))
config.substitutions.append(("%bench", os.path.join(config.tileir_src_root, "bench")))
config.substitutions.append(("%tileir_bin", config.tileir_tools_dir))

llvm_config.add_tool_substitutions(["tile-opt", "tile-translate", "tile-run", "tileiras", "tileir-check"], [config.tileir_tools_dir])

# ptxas (CUDA toolkit) assembles PTX to cubins; tests that need it are
# skipped where it is absent, like the driver itself stops at PTX there.
def find_ptxas():
    candidates = []
    if os.environ.get("CUDA_HOME"):
        candidates.append(os.path.join(os.environ["CUDA_HOME"], "bin", "ptxas"))
    candidates.append("/usr/local/cuda/bin/ptxas")
    for d in os.environ.get("PATH", "").split(os.pathsep):
        candidates.append(os.path.join(d, "ptxas"))
    return next((c for c in candidates if os.access(c, os.X_OK)), None)

if find_ptxas():
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", find_ptxas()))

# A usable GPU: the CUDA driver loads and reports a device. GPU tests are
# reported unsupported (skipped) everywhere else, CI included.
# Returns device 0's compute capability major version, 0 without one.
def cuda_gpu_major():
    import ctypes
    try:
        cuda = ctypes.CDLL("libcuda.so.1")
        count = ctypes.c_int(0)
        if cuda.cuInit(0) != 0 or cuda.cuDeviceGetCount(ctypes.byref(count)) != 0 or count.value < 1:
            return 0
        device, major = ctypes.c_int(0), ctypes.c_int(0)
        if cuda.cuDeviceGet(ctypes.byref(device), 0) != 0:
            return 0
        # CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
        if cuda.cuDeviceGetAttribute(ctypes.byref(major), 75, device) != 0:
            return 1
        return max(major.value, 1)
    except OSError:
        return 0

gpu_major = cuda_gpu_major()
if gpu_major:
    config.available_features.add("cuda-gpu")
    # Clusters (a tile launch's .blocksareclusters) need sm_90 or later.
    if gpu_major >= 9:
        config.available_features.add("cuda-sm90")
else:
    lit_config.note("no CUDA GPU: the GPU execution tests are skipped (unsupported)")
