//===- LinearLayout.cpp - Layouts as GF(2)-linear index maps --------------===//

#include "tileir/Dialect/TileAS/IR/LinearLayout.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir::nv_tileas;

LinearLayout::LinearLayout(llvm::ArrayRef<int64_t> shape)
    : shape(shape), covered(shape.size(), 1) {}

void LinearLayout::addBasis(InDim in, Coord basis) {
  bases[idx(in)].push_back(std::move(basis));
}

void LinearLayout::extend(InDim in, unsigned dim, int64_t size) {
  for (int64_t step = 1; step < size; step *= 2) {
    Coord basis(getRank(), 0);
    if (covered[dim] < shape[dim]) {
      basis[dim] = covered[dim];
      covered[dim] *= 2;
    } else if (in == InDim::Register) {
      continue;
    }
    addBasis(in, std::move(basis));
  }
}

void LinearLayout::repeatRegisters(llvm::ArrayRef<unsigned> dims) {
  for (unsigned dim : dims)
    if (covered[dim] < shape[dim])
      extend(InDim::Register, dim, shape[dim] / covered[dim]);
}

LinearLayout::Coord LinearLayout::apply(InDim in, int64_t value) const {
  Coord result(getRank(), 0);
  for (auto [bit, basis] : llvm::enumerate(bases[idx(in)]))
    if (value >> bit & 1)
      for (unsigned d = 0; d < getRank(); ++d)
        result[d] ^= basis[d];
  return result;
}

LinearLayout::Coord LinearLayout::apply(int64_t reg, int64_t lane,
                                        int64_t warp) const {
  Coord result = apply(InDim::Register, reg);
  Coord fromLane = apply(InDim::Lane, lane);
  Coord fromWarp = apply(InDim::Warp, warp);
  for (unsigned d = 0; d < getRank(); ++d)
    result[d] ^= fromLane[d] ^ fromWarp[d];
  return result;
}

bool LinearLayout::isSurjective() const {
  // The image of a linear map is spanned by its bases: it is the whole tile
  // exactly when their rank (over GF(2), bits of all coordinates packed into
  // one word) equals log2 of the element count.
  unsigned tileBits = 0;
  llvm::SmallVector<unsigned, 4> offsets;
  for (int64_t extent : shape) {
    offsets.push_back(tileBits);
    tileBits += llvm::Log2_64(extent);
  }
  if (tileBits > 63)
    return false;
  llvm::SmallVector<uint64_t> rows;
  for (const auto &list : bases)
    for (const Coord &basis : list) {
      uint64_t packed = 0;
      for (unsigned d = 0; d < getRank(); ++d)
        packed |= uint64_t(basis[d]) << offsets[d];
      rows.push_back(packed);
    }
  unsigned rank = 0;
  for (unsigned bit = 0; bit < tileBits; ++bit) {
    uint64_t mask = uint64_t(1) << bit;
    auto pivot = llvm::find_if(llvm::drop_begin(rows, rank),
                               [&](uint64_t row) { return row & mask; });
    if (pivot == rows.end())
      continue;
    std::swap(*pivot, rows[rank]);
    for (unsigned i = 0; i < rows.size(); ++i)
      if (i != rank && rows[i] & mask)
        rows[i] ^= rows[rank];
    ++rank;
  }
  return rank == tileBits;
}

int64_t LinearLayout::rowMajorIndex(const Coord &coord) const {
  int64_t index = 0;
  for (auto [c, extent] : llvm::zip(coord, shape))
    index = index * extent + c;
  return index;
}

int64_t LinearLayout::getContiguousRegisters(unsigned dim) const {
  // Registers 0..2^k-1 hold elements 0..2^k-1 along `dim` exactly when the
  // first k register bases are the unit steps 1, 2, 4, ... along `dim`.
  int64_t count = 1;
  for (const Coord &basis : getBases(InDim::Register)) {
    for (unsigned d = 0; d < getRank(); ++d)
      if (basis[d] != (d == dim ? count : 0))
        return count;
    count *= 2;
  }
  return count;
}

std::optional<LinearLayout::LineBits>
LinearLayout::getLineBits(unsigned dim) const {
  struct Step {
    int64_t distance;
    InDim in;
    unsigned bit;
  };
  llvm::SmallVector<Step> steps;
  for (InDim in : {InDim::Register, InDim::Lane, InDim::Warp})
    for (auto [bit, basis] : llvm::enumerate(getBases(in))) {
      if (!basis[dim])
        continue;
      for (unsigned d = 0; d < getRank(); ++d)
        if (d != dim && basis[d])
          return std::nullopt;
      steps.push_back({basis[dim], in, unsigned(bit)});
    }
  llvm::sort(steps, [](const Step &a, const Step &b) {
    return a.distance < b.distance;
  });
  // Each position of a line once: the steps are 1, 2, 4, ... up to the
  // extent.
  for (auto [k, step] : llvm::enumerate(steps))
    if (step.distance != int64_t(1) << k)
      return std::nullopt;
  if (int64_t(1) << steps.size() != shape[dim])
    return std::nullopt;
  LineBits bits;
  // Phases in order: registers, lanes, warps, registers again.
  unsigned phase = 0;
  for (const Step &step : steps) {
    unsigned want = step.in == InDim::Lane   ? 1
                    : step.in == InDim::Warp ? 2
                    : phase == 0             ? 0
                                             : 3;
    if (want < phase)
      return std::nullopt;
    phase = want;
    llvm::SmallVector<unsigned> *list[] = {&bits.lowRegisters, &bits.lanes,
                                           &bits.warps, &bits.highRegisters};
    list[phase]->push_back(step.bit);
  }
  for (auto [k, bit] : llvm::enumerate(bits.lanes))
    if (bit != bits.lanes.front() + k)
      return std::nullopt;
  return bits;
}

LinearLayout LinearLayout::dropDim(unsigned dim) const {
  llvm::SmallVector<int64_t, 4> newShape(shape);
  newShape.erase(newShape.begin() + dim);
  LinearLayout result(newShape);
  for (unsigned d = 0, e = 0; d < getRank(); ++d)
    if (d != dim)
      result.covered[e++] = covered[d];
  for (unsigned in = 0; in < kNumInDims; ++in)
    for (const Coord &basis : bases[in]) {
      Coord reduced(basis);
      reduced.erase(reduced.begin() + dim);
      if (in == idx(InDim::Register) &&
          llvm::all_of(reduced, [](int64_t c) { return c == 0; }))
        continue;
      result.bases[in].push_back(std::move(reduced));
    }
  return result;
}

std::string LinearLayout::str() const {
  static const char *names[] = {"register", "lane", "warp", "offset"};
  std::string text;
  llvm::raw_string_ostream os(text);
  bool first = true;
  for (unsigned in = 0; in < kNumInDims; ++in) {
    if (bases[in].empty())
      continue;
    os << (first ? "" : ", ") << names[in] << ": [";
    first = false;
    llvm::interleaveComma(bases[in], os, [&](const Coord &basis) {
      os << "[";
      llvm::interleaveComma(basis, os);
      os << "]";
    });
    os << "]";
  }
  return text;
}

int64_t WarpLocalConversion::sourceLane(int64_t reg, int64_t lane) const {
  int64_t source = sourceLanes[reg];
  for (auto [bit, step] : llvm::enumerate(laneSteps))
    if (lane >> bit & 1)
      source ^= step;
  return source;
}

bool WarpLocalConversion::hasIdentityLaneSteps() const {
  for (auto [bit, step] : llvm::enumerate(laneSteps))
    if (step != int64_t(1) << bit)
      return false;
  return true;
}

bool WarpLocalConversion::staysInLane(int64_t reg) const {
  return !sourceLanes[reg] && hasIdentityLaneSteps();
}

std::optional<WarpLocalConversion>
mlir::nv_tileas::getWarpLocalConversion(const LinearLayout &from,
                                        const LinearLayout &to) {
  using InDim = LinearLayout::InDim;
  if (from.getShape() != to.getShape() ||
      from.getNumBits(InDim::Lane) != to.getNumBits(InDim::Lane) ||
      !llvm::equal(from.getBases(InDim::Warp), to.getBases(InDim::Warp)))
    return std::nullopt;
  // With the same warp bases, warp w holds W(w) XOR what warp 0 holds in
  // both layouts, so warp 0 answers for every warp. Where the source holds
  // copies of an element, the lowest lane's (then register's) is taken.
  llvm::DenseMap<int64_t, std::pair<int64_t, int64_t>> holder;
  int64_t lanes = from.getSize(InDim::Lane);
  for (int64_t lane = 0; lane < lanes; ++lane)
    for (int64_t reg = 0; reg < from.getSize(InDim::Register); ++reg)
      holder.try_emplace(from.rowMajorIndex(from.apply(reg, lane, 0)),
                         std::make_pair(reg, lane));
  auto sourceOf =
      [&](int64_t reg,
          int64_t lane) -> std::optional<std::pair<int64_t, int64_t>> {
    auto it = holder.find(to.rowMajorIndex(to.apply(reg, lane, 0)));
    if (it == holder.end())
      return std::nullopt;
    return it->second;
  };
  WarpLocalConversion conversion;
  for (int64_t reg = 0; reg < to.getSize(InDim::Register); ++reg) {
    auto first = sourceOf(reg, 0);
    if (!first)
      return std::nullopt;
    conversion.sourceRegisters.push_back(first->first);
    conversion.sourceLanes.push_back(first->second);
  }
  for (unsigned bit = 0; bit < to.getNumBits(InDim::Lane); ++bit) {
    auto source = sourceOf(0, int64_t(1) << bit);
    if (!source)
      return std::nullopt;
    conversion.laneSteps.push_back(source->second ^ conversion.sourceLanes[0]);
  }
  // The holders were chosen element by element: check that the choice
  // takes one register per result register and lanes by XORs everywhere.
  for (int64_t reg = 0; reg < to.getSize(InDim::Register); ++reg)
    for (int64_t lane = 0; lane < lanes; ++lane) {
      auto source = sourceOf(reg, lane);
      if (!source || source->first != conversion.sourceRegisters[reg] ||
          source->second != conversion.sourceLane(reg, lane))
        return std::nullopt;
    }
  return conversion;
}
