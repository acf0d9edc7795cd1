//===- Memory.h - Host memory seen by interpreted kernels -------*- C++ -*-===//
//
// Pointers in interpreted kernels are real host addresses. Every buffer a
// kernel may touch (arguments, globals, alloca) is registered here, so that
// each load and store can be checked against them: a memcheck that needs no
// GPU.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_RUNTIME_MEMORY_H
#define TILEIR_RUNTIME_MEMORY_H

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <utility>
#include <vector>

namespace mlir::tileir::runtime {

class Memory {
public:
  Memory();
  /// Registers caller-owned storage and returns its address.
  uint64_t registerBuffer(void *data, size_t bytes, std::string name);
  /// Allocates zeroed storage owned by this object (globals, alloca).
  uint64_t allocate(size_t bytes, size_t alignment, std::string name);
  /// Whether [address, address + bytes) lies inside one registered buffer.
  bool contains(uint64_t address, size_t bytes) const;
  /// The smallest [begin, end) holding every buffer registered so far
  /// ({0, 0} when there is none).
  std::pair<uint64_t, uint64_t> getSpan() const;
  /// The lock that serialises atomics on `address`; striped so that
  /// unrelated addresses rarely contend.
  std::mutex &getAtomicLock(uint64_t address) {
    return stripes[(address >> 3) % stripes.size()];
  }

private:
  struct Buffer {
    size_t bytes;
    std::string name;
  };
  mutable std::shared_mutex mutex;
  std::map<uint64_t, Buffer> buffers;
  /// contains() runs on every load and store of every tile block, and even
  /// a shared lock makes the cores fight over its cache line; each thread
  /// therefore remembers the last few buffers it found. `id` tells Memory
  /// objects apart and `generation` changes with every registration, so a
  /// remembered buffer is used only while the table is as it was.
  const uint64_t id;
  std::atomic<uint64_t> generation{0};
  std::vector<std::unique_ptr<uint8_t[]>> owned;
  std::array<std::mutex, 512> stripes;
};

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_MEMORY_H
