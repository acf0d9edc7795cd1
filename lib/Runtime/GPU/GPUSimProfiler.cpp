//===- GPUSimProfiler.cpp - Memory access profile of gpu-sim runs ---------===//
//
// The instrumentation (a host call before each memory access of the lowered
// kernel), the per-thread logs it fills, and the counting of sectors and
// bank wavefronts once the lanes of each warp instruction are put together.
//
// Lanes are put together by dynamic instance: the k-th call of site s by
// lane l of warp w belongs to the k-th warp instruction of s in w. The
// lowering keeps control flow uniform across the CTA but for the masked
// accesses, and those report from the block that branches around them (with
// the mask as `active`), so every lane counts every instance.
//
//===----------------------------------------------------------------------===//

#include "tileir/Runtime/GPUSimProfiler.h"

#include "tileir/Dialect/TileAS/Utils/SharedMemoryBanks.h"

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <map>
#include <tuple>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

static constexpr uint64_t kInactive = ~uint64_t(0);

//===----------------------------------------------------------------------===//
// Instrumentation
//===----------------------------------------------------------------------===//

namespace {
enum class Space { Global, Shared, Stack };
} // namespace

static Space spaceOf(unsigned addressSpace) {
  switch (addressSpace) {
  case 3:
    return Space::Shared;
  case 5:
    return Space::Stack;
  default:
    return Space::Global;
  }
}

/// Where `ptr` points. Generic pointers are followed back through address
/// arithmetic to an alloca (the stack: not counted), a global (shared if it
/// lives in address space 3) or a cast from a specific space; anything else
/// (kernel parameters, loaded pointers) is global memory.
static Space classifyPointer(Value ptr, ModuleOp module) {
  while (true) {
    auto type = cast<LLVM::LLVMPointerType>(ptr.getType());
    if (type.getAddressSpace() != 0)
      return spaceOf(type.getAddressSpace());
    Operation *def = ptr.getDefiningOp();
    if (!def)
      return Space::Global;
    if (isa<LLVM::AllocaOp>(def))
      return Space::Stack;
    if (auto gep = dyn_cast<LLVM::GEPOp>(def)) {
      ptr = gep.getBase();
      continue;
    }
    if (auto cast = dyn_cast<LLVM::AddrSpaceCastOp>(def)) {
      ptr = cast.getArg();
      continue;
    }
    if (auto address = dyn_cast<LLVM::AddressOfOp>(def)) {
      if (auto global =
              module.lookupSymbol<LLVM::GlobalOp>(address.getGlobalName()))
        return spaceOf(global.getAddrSpace());
      return Space::Global;
    }
    return Space::Global;
  }
}

/// `file:line:col` of the innermost file location in `loc` (the file
/// without its directories), or "unknown".
static std::string describeLocation(Location loc) {
  std::string text = "unknown";
  loc->walk([&](Location inner) {
    if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      text = llvm::formatv("{0}:{1}:{2}",
                           llvm::sys::path::filename(file.getFilename()),
                           file.getLine(), file.getColumn())
                 .str();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return text;
}

namespace {
/// One access to instrument: `address` of `op`, counted as `site`.
struct PlannedAccess {
  Operation *op;
  Value address;
  ProfileSite site;
};
} // namespace

std::vector<ProfileSite> runtime::instrumentMemoryAccesses(ModuleOp module) {
  std::vector<ProfileSite> sites;
  MLIRContext *ctx = module.getContext();
  Type i32 = IntegerType::get(ctx, 32);
  auto genericPtr = LLVM::LLVMPointerType::get(ctx);
  auto calleeType = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                                {i32, genericPtr, i32});
  LLVM::LLVMFuncOp callee;
  {
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    callee = LLVM::LLVMFuncOp::create(b, module.getLoc(),
                                      "__tileir_sim_profile", calleeType);
  }

  for (auto func : llvm::to_vector(module.getOps<LLVM::LLVMFuncOp>())) {
    if (func.isExternal() || func == callee)
      continue;
    // A load whose value nobody uses is deleted by the code generator (and
    // by the JIT); a report call would keep counting it. Dead code goes
    // first, which changes nothing the kernel computes.
    IRRewriter rewriter(ctx);
    (void)runRegionDCE(rewriter, func->getRegions());
    DataLayout layout = DataLayout::closest(func);
    auto bytesOf = [&](Type type) {
      return unsigned(layout.getTypeSize(type).getFixedValue());
    };
    Region &body = func.getBody();
    DominanceInfo dominance(func);
    std::optional<CFGLoopInfo> loops;
    if (!body.hasOneBlock())
      loops.emplace(dominance.getDomTree(&body));

    std::vector<PlannedAccess> planned;
    auto plan = [&](Operation *op, Value address, AccessKind kind,
                    unsigned bytes, unsigned lanes = 32) {
      unsigned depth = loops ? loops->getLoopDepth(op->getBlock()) : 0;
      planned.push_back(
          {op, address,
           ProfileSite{func.getName().str(), describeLocation(op->getLoc()),
                       kind, bytes, lanes, depth}});
    };
    auto planAccess = [&](Operation *op, Value address, AccessKind global,
                          AccessKind shared, Type accessed) {
      switch (classifyPointer(address, module)) {
      case Space::Global:
        return plan(op, address, global, bytesOf(accessed));
      case Space::Shared:
        return plan(op, address, shared, bytesOf(accessed));
      case Space::Stack:
        return;
      }
    };
    func.walk([&](Operation *op) {
      if (auto load = dyn_cast<LLVM::LoadOp>(op))
        planAccess(op, load.getAddr(), AccessKind::GlobalLoad,
                   AccessKind::SharedLoad, load.getType());
      else if (auto store = dyn_cast<LLVM::StoreOp>(op))
        planAccess(op, store.getAddr(), AccessKind::GlobalStore,
                   AccessKind::SharedStore, store.getValue().getType());
      else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op))
        planAccess(op, rmw.getPtr(), AccessKind::GlobalAtomic,
                   AccessKind::SharedAtomic, rmw.getVal().getType());
      else if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op))
        planAccess(op, cas.getPtr(), AccessKind::GlobalAtomic,
                   AccessKind::SharedAtomic, cas.getVal().getType());
      else if (auto copy = dyn_cast<NVVM::CpAsyncOp>(op)) {
        plan(op, copy.getSrc(), AccessKind::CpAsyncSource, copy.getSize());
        plan(op, copy.getDst(), AccessKind::CpAsyncDest, copy.getSize());
      } else if (auto ld = dyn_cast<NVVM::LdMatrixOp>(op)) {
        // Lanes 8m .. 8m + 7 give the 16-byte rows of matrix m.
        plan(op, ld.getPtr(), AccessKind::LdMatrix, 16, 8 * ld.getNum());
      } else if (auto st = dyn_cast<NVVM::StMatrixOp>(op)) {
        plan(op, st.getPtr(), AccessKind::StMatrix, 16,
             8 * st.getSources().size());
      }
    });

    for (PlannedAccess &access : planned) {
      Operation *at = access.op;
      OpBuilder b(at);
      Location loc = at->getLoc();
      // A cp.async that reads no source bytes (zero fill) touches no sector.
      Value sourceBytes;
      if (access.site.kind == AccessKind::CpAsyncSource)
        sourceBytes = cast<NVVM::CpAsyncOp>(at).getCpSize();
      // A masked access sits alone behind a conditional branch: report from
      // the branch, with the mask, when what the report needs is known
      // there.
      Value active;
      Block *block = at->getBlock();
      if (Block *pred = block->getSinglePredecessor()) {
        auto branch = dyn_cast<LLVM::CondBrOp>(pred->getTerminator());
        if (branch && branch.getTrueDest() != branch.getFalseDest() &&
            dominance.properlyDominates(access.address, branch) &&
            (!sourceBytes ||
             dominance.properlyDominates(sourceBytes, branch))) {
          b.setInsertionPoint(branch);
          active = branch.getCondition();
          if (branch.getFalseDest() == block) {
            Value one = LLVM::ConstantOp::create(b, loc, b.getI1Type(),
                                                 b.getBoolAttr(true));
            active = LLVM::XOrOp::create(b, loc, active, one);
          }
        }
      }
      if (sourceBytes) {
        Value zero = LLVM::ConstantOp::create(
            b, loc, sourceBytes.getType(),
            b.getIntegerAttr(sourceBytes.getType(), 0));
        Value reads = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne,
                                           sourceBytes, zero);
        active = active ? LLVM::AndOp::create(b, loc, active, reads).getResult()
                        : reads;
      }
      Value flag =
          active ? LLVM::ZExtOp::create(b, loc, i32, active).getResult()
                 : LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(1))
                       .getResult();
      Value address = access.address;
      if (cast<LLVM::LLVMPointerType>(address.getType()).getAddressSpace())
        address = LLVM::AddrSpaceCastOp::create(b, loc, genericPtr, address);
      Value id = LLVM::ConstantOp::create(b, loc, i32,
                                          b.getI32IntegerAttr(sites.size()));
      LLVM::CallOp::create(b, loc, callee, ValueRange{id, address, flag});
      sites.push_back(std::move(access.site));
    }
  }
  return sites;
}

//===----------------------------------------------------------------------===//
// Logs
//===----------------------------------------------------------------------===//

static thread_local ProfileThreadLog *threadLog = nullptr;

void runtime::setProfileThreadLog(ProfileThreadLog *log) { threadLog = log; }

void runtime::tileirSimProfileAccess(uint32_t site, const void *address,
                                     uint32_t active) {
  if (!threadLog)
    return;
  threadLog->perSite[site].push_back(
      active ? reinterpret_cast<uint64_t>(address) : kInactive);
}

//===----------------------------------------------------------------------===//
// Counting
//===----------------------------------------------------------------------===//

bool runtime::isGlobalAccess(AccessKind kind) {
  switch (kind) {
  case AccessKind::GlobalLoad:
  case AccessKind::GlobalStore:
  case AccessKind::GlobalAtomic:
  case AccessKind::CpAsyncSource:
    return true;
  default:
    return false;
  }
}

MemoryProfile::Counts
runtime::countWarpAccess(AccessKind kind, unsigned bytes,
                         llvm::ArrayRef<uint64_t> addresses) {
  MemoryProfile::Counts counts;
  if (llvm::all_of(addresses, [](uint64_t a) { return a == kInactive; }))
    return counts;
  counts.instructions = 1;
  if (isGlobalAccess(kind)) {
    // The sectors the lanes' byte ranges touch, and the distinct bytes
    // among them (lanes reading the same bytes need them once).
    std::vector<uint64_t> sectors, bytesUsed;
    for (uint64_t a : addresses) {
      if (a == kInactive)
        continue;
      for (uint64_t s = a / 32; s <= (a + bytes - 1) / 32; ++s)
        sectors.push_back(s);
      for (uint64_t x = a; x < a + bytes; ++x)
        bytesUsed.push_back(x);
    }
    llvm::sort(sectors);
    llvm::sort(bytesUsed);
    counts.sectors =
        std::unique(sectors.begin(), sectors.end()) - sectors.begin();
    counts.usefulBytes =
        std::unique(bytesUsed.begin(), bytesUsed.end()) - bytesUsed.begin();
    return counts;
  }
  // Shared memory: the lowering's own rule (SharedMemoryBanks.h).
  nv_tileas::BankWavefronts banks =
      nv_tileas::countBankWavefronts(addresses, bytes, kInactive);
  counts.wavefronts = banks.wavefronts;
  counts.idealWavefronts = banks.ideal;
  return counts;
}

static void add(MemoryProfile::Counts &into, const MemoryProfile::Counts &c) {
  into.instructions += c.instructions;
  into.sectors += c.sectors;
  into.usefulBytes += c.usefulBytes;
  into.wavefronts += c.wavefronts;
  into.idealWavefronts += c.idealWavefronts;
}

MemoryProfile::MemoryProfile(std::vector<ProfileSite> sitesIn)
    : sites(std::move(sitesIn)), counts(sites.size()) {}

void MemoryProfile::addGlobalBuffer(const void *data, size_t size) {
  buffers[reinterpret_cast<uint64_t>(data)] = size;
}

uint64_t MemoryProfile::alignedAddress(uint64_t address) const {
  auto it = buffers.upper_bound(address);
  if (it == buffers.begin())
    return address;
  --it;
  if (address - it->first > it->second)
    return address;
  uint64_t index = std::distance(buffers.begin(), it) + 1;
  return index << 40 | (address - it->first);
}

ProfileThreadLog MemoryProfile::makeLog() const {
  ProfileThreadLog log;
  log.perSite.resize(sites.size());
  return log;
}

void MemoryProfile::addCTA(std::vector<ProfileThreadLog> &logs) {
  size_t threads = logs.size();
  for (size_t warp = 0; warp * 32 < threads; ++warp) {
    size_t lanes = std::min<size_t>(32, threads - 32 * warp);
    for (size_t s = 0; s < sites.size(); ++s) {
      size_t instances = 0;
      for (size_t l = 0; l < lanes; ++l)
        instances = std::max(instances, logs[32 * warp + l].perSite[s].size());
      size_t used = std::min<size_t>(lanes, sites[s].lanes);
      bool global = isGlobalAccess(sites[s].kind);
      std::vector<uint64_t> addresses(used);
      for (size_t i = 0; i < instances; ++i) {
        for (size_t l = 0; l < used; ++l) {
          const std::vector<uint64_t> &log = logs[32 * warp + l].perSite[s];
          addresses[l] = i < log.size() ? log[i] : kInactive;
          if (global && addresses[l] != kInactive)
            addresses[l] = alignedAddress(addresses[l]);
        }
        add(counts[s],
            countWarpAccess(sites[s].kind, sites[s].bytes, addresses));
      }
    }
  }
  for (ProfileThreadLog &log : logs)
    for (std::vector<uint64_t> &v : log.perSite)
      v.clear();
}

//===----------------------------------------------------------------------===//
// Report
//===----------------------------------------------------------------------===//

static llvm::StringRef kindName(AccessKind kind) {
  switch (kind) {
  case AccessKind::GlobalLoad:
    return "ld.global";
  case AccessKind::GlobalStore:
    return "st.global";
  case AccessKind::GlobalAtomic:
    return "atom.global";
  case AccessKind::CpAsyncSource:
    return "cp.async.src";
  case AccessKind::SharedLoad:
    return "ld.shared";
  case AccessKind::SharedStore:
    return "st.shared";
  case AccessKind::SharedAtomic:
    return "atom.shared";
  case AccessKind::CpAsyncDest:
    return "cp.async.dst";
  case AccessKind::LdMatrix:
    return "ldmatrix";
  case AccessKind::StMatrix:
    return "stmatrix";
  }
  return "?";
}

static std::string efficiency(const MemoryProfile::Counts &c) {
  if (!c.sectors)
    return "-";
  return llvm::formatv("{0:f1}%", 100.0 * c.usefulBytes / (32.0 * c.sectors))
      .str();
}

void MemoryProfile::print(llvm::raw_ostream &os, llvm::StringRef header) const {
  // Sites of one source op that differ only by slot (the unrolled accesses
  // of a thread's elements) share a line.
  using Key = std::tuple<std::string, std::string, unsigned, AccessKind,
                         unsigned, unsigned>;
  struct Row {
    unsigned firstSite = 0, numSites = 0;
    Counts counts;
  };
  std::map<Key, Row> rows;
  for (auto [s, site] : llvm::enumerate(sites)) {
    Key key{site.kernel, site.location, site.loopDepth,
            site.kind,   site.bytes,    site.lanes};
    auto [it, inserted] = rows.try_emplace(key);
    if (inserted)
      it->second.firstSite = s;
    ++it->second.numSites;
    add(it->second.counts, counts[s]);
  }
  // In the order of the first site of each line, kernel by kernel.
  std::vector<std::pair<const Key *, const Row *>> order;
  for (auto &[key, row] : rows)
    order.push_back({&key, &row});
  llvm::sort(order, [](auto &a, auto &b) {
    return a.second->firstSite < b.second->firstSite;
  });

  os << header << "\n";
  os << "(B: bytes per lane; loop: loop depth of the site; sites: memory "
        "instructions of the lowered code on the line; instr: warp-level "
        "instructions executed; global: 32-byte sectors per instruction and "
        "distinct bytes / sector bytes; shared: bank wavefronts, the fewest "
        "possible, and the difference)\n";
  std::string kernel;
  auto printTotals = [&](llvm::StringRef name) {
    Counts global, globalLoop, shared, sharedLoop;
    for (auto [key, row] : order) {
      if (std::get<0>(*key) != name)
        continue;
      bool isGlobal = isGlobalAccess(std::get<3>(*key));
      bool inLoop = std::get<2>(*key) > 0;
      add(isGlobal ? global : shared, row->counts);
      if (inLoop)
        add(isGlobal ? globalLoop : sharedLoop, row->counts);
    }
    auto globalLine = [&](llvm::StringRef what, const Counts &c) {
      os << llvm::formatv("  {0,-14} {1,10} instr {2,10} sectors  {3,8:f2} "
                          "sectors/instr  efficiency {4}\n",
                          what, c.instructions, c.sectors,
                          c.instructions ? double(c.sectors) / c.instructions
                                         : 0.0,
                          efficiency(c));
    };
    auto sharedLine = [&](llvm::StringRef what, const Counts &c) {
      os << llvm::formatv("  {0,-14} {1,10} instr {2,10} wavefronts / {3} "
                          "ideal  {4} bank conflicts\n",
                          what, c.instructions, c.wavefronts, c.idealWavefronts,
                          c.wavefronts - c.idealWavefronts);
    };
    os << "total of " << name << ":\n";
    globalLine("global", global);
    globalLine("global (loops)", globalLoop);
    sharedLine("shared", shared);
    sharedLine("shared (loops)", sharedLoop);
  };
  for (auto [key, row] : order) {
    auto &[name, location, depth, kind, bytes, lanes] = *key;
    if (name != kernel) {
      if (!kernel.empty())
        printTotals(kernel);
      kernel = name;
      os << "kernel " << kernel << "\n";
      os << llvm::formatv("  {0,-5} {1,-32} {2,-12} {3,3} {4,5} {5,5} {6,10} "
                          " {7}\n",
                          "site", "location", "access", "B", "loop", "sites",
                          "instr",
                          "sectors/instr efficiency | wavefronts "
                          "ideal conflicts");
    }
    const Counts &c = row->counts;
    std::string accessName = kindName(kind).str();
    if (kind == AccessKind::LdMatrix || kind == AccessKind::StMatrix)
      accessName += ".x" + std::to_string(lanes / 8);
    std::string figures;
    if (isGlobalAccess(kind))
      figures = llvm::formatv(
          "{0,8:f2} {1,7}",
          c.instructions ? double(c.sectors) / c.instructions : 0.0,
          efficiency(c));
    else
      figures =
          llvm::formatv("{0,10} {1,10} {2,10}", c.wavefronts, c.idealWavefronts,
                        c.wavefronts - c.idealWavefronts);
    os << llvm::formatv("  #{0,-4} {1,-32} {2,-12} {3,3} {4,5} {5,5} {6,10}  "
                        "{7}\n",
                        row->firstSite, location, accessName, bytes, depth,
                        row->numSites, c.instructions, figures);
  }
  if (!kernel.empty())
    printTotals(kernel);
}
