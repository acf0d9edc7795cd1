//===- CudaDriver.cpp - The CUDA driver API, opened at run time -----------===//

#include "CudaDriver.h"

#include <dlfcn.h>
#include <mutex>

using namespace mlir::tileir::runtime;

template <typename Fn>
static bool resolve(void *library, const char *name, Fn &fn,
                    std::string &error) {
  fn = reinterpret_cast<Fn>(dlsym(library, name));
  if (!fn)
    error = std::string("libcuda.so.1 has no ") + name;
  return fn != nullptr;
}

const CudaDriver *CudaDriver::get(std::string &error) {
  static CudaDriver driver;
  static std::string loadError;
  static bool loaded = false;
  static std::once_flag once;
  std::call_once(once, [] {
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      const char *why = dlerror();
      loadError = std::string("cannot load the CUDA driver (libcuda.so.1): ") +
                  (why ? why : "not found");
      return;
    }
    CudaDriver &d = driver;
    // The _v2 names are the current ABI of these calls.
    loaded =
        resolve(lib, "cuInit", d.cuInit, loadError) &&
        resolve(lib, "cuDeviceGetCount", d.cuDeviceGetCount, loadError) &&
        resolve(lib, "cuDeviceGet", d.cuDeviceGet, loadError) &&
        resolve(lib, "cuDeviceGetAttribute", d.cuDeviceGetAttribute,
                loadError) &&
        resolve(lib, "cuDeviceGetName", d.cuDeviceGetName, loadError) &&
        resolve(lib, "cuDriverGetVersion", d.cuDriverGetVersion, loadError) &&
        resolve(lib, "cuDevicePrimaryCtxRetain", d.cuDevicePrimaryCtxRetain,
                loadError) &&
        resolve(lib, "cuDevicePrimaryCtxRelease_v2",
                d.cuDevicePrimaryCtxRelease, loadError) &&
        resolve(lib, "cuCtxSetCurrent", d.cuCtxSetCurrent, loadError) &&
        resolve(lib, "cuCtxSynchronize", d.cuCtxSynchronize, loadError) &&
        resolve(lib, "cuModuleLoadData", d.cuModuleLoadData, loadError) &&
        resolve(lib, "cuModuleUnload", d.cuModuleUnload, loadError) &&
        resolve(lib, "cuModuleGetFunction", d.cuModuleGetFunction, loadError) &&
        resolve(lib, "cuFuncSetAttribute", d.cuFuncSetAttribute, loadError) &&
        resolve(lib, "cuMemAlloc_v2", d.cuMemAlloc, loadError) &&
        resolve(lib, "cuMemFree_v2", d.cuMemFree, loadError) &&
        resolve(lib, "cuMemcpyHtoD_v2", d.cuMemcpyHtoD, loadError) &&
        resolve(lib, "cuMemcpyDtoH_v2", d.cuMemcpyDtoH, loadError) &&
        resolve(lib, "cuLaunchKernel", d.cuLaunchKernel, loadError) &&
        resolve(lib, "cuGetErrorString", d.cuGetErrorString, loadError) &&
        resolve(lib, "cuEventCreate", d.cuEventCreate, loadError) &&
        resolve(lib, "cuEventDestroy_v2", d.cuEventDestroy, loadError) &&
        resolve(lib, "cuEventRecord", d.cuEventRecord, loadError) &&
        resolve(lib, "cuEventSynchronize", d.cuEventSynchronize, loadError) &&
        resolve(lib, "cuEventElapsedTime", d.cuEventElapsedTime, loadError);
  });
  if (!loaded) {
    error = loadError;
    return nullptr;
  }
  return &driver;
}

std::string CudaDriver::describe(const char *call, CUresult result) const {
  const char *text = nullptr;
  if (cuGetErrorString)
    cuGetErrorString(result, &text);
  return std::string(call) + " failed: " + (text ? text : "unknown error") +
         " (CUresult " + std::to_string(result) + ")";
}
