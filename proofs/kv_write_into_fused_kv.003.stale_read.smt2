; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r391_byte () Int)
(declare-fun r391_1 () Int)
(declare-fun r391_0 () Int)
(declare-fun byte () Int)
(declare-fun w392_byte () Int)
(declare-fun w392_1 () Int)
(declare-fun w392_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s393_byte () Int)
(declare-fun s393_1 () Int)
(declare-fun s393_0 () Int)
(assert
 (let ((?x763 (+ 0 (* 4 (+ 0 (+ (* r391_0 16) (* r391_1 1)))))))
 (and (and (>= r391_0 0) (< r391_0 16)) (and (>= r391_1 0) (< r391_1 16)) (and (>= r391_byte 0) (< r391_byte 4)) (= byte (+ ?x763 r391_byte)))))
(assert
 (let ((?x1050 (+ 0 (* 4 (+ 0 (+ (* w392_0 16) (* w392_1 1)))))))
 (and (and (>= w392_0 0) (< w392_0 4)) (and (>= w392_1 0) (< w392_1 8)) (and (>= w392_byte 0) (< w392_byte 4)) (= byte (+ ?x1050 w392_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x763 (+ 0 (* 4 (+ 0 (+ (* r391_0 16) (* r391_1 1)))))))
 (= observed (+ ?x763 held_byte))))
(assert
 (let ((?x623 (+ 0 (* 4 (+ 0 (+ (* s393_0 16) (* s393_1 1)))))))
 (and (and (>= s393_0 0) (< s393_0 16)) (and (>= s393_1 0) (< s393_1 16)) (and (>= s393_byte 0) (< s393_byte 4)) (= observed (+ ?x623 s393_byte)))))
(assert
 (let (($x370 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x425 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x204 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x425 $x370)))
 (let (($x1150 (or false)))
 (or $x1150 (not $x204)))))))
(assert
 (let (($x966 (= (mod (mod (- (div (- observed 0) 4) 0) 16) 1) 0)))
(let (($x427 (< (div (mod (- (div (- observed 0) 4) 0) 16) 1) 16)))
(let (($x492 (and (>= (- (div (- observed 0) 4) 0) 0) (< (div (- (div (- observed 0) 4) 0) 16) 4) $x427 $x966)))
(let (($x1150 (or false)))
(or $x1150 (not $x492)))))))
(check-sat)
