; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r504_byte () Int)
(declare-fun r504_0 () Int)
(declare-fun byte () Int)
(declare-fun w505_byte () Int)
(declare-fun w505_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s506_byte () Int)
(declare-fun s506_0 () Int)
(assert
 (let (($x367 (= byte (+ (+ 0 (* 4 (+ 0 (* r504_0 1)))) r504_byte))))
 (and (and (>= r504_0 0) (< r504_0 16)) (and (>= r504_byte 0) (< r504_byte 4)) $x367)))
(assert
 (let (($x68 (= byte (+ (+ 0 (* 4 (+ 4 (* w505_0 1)))) w505_byte))))
 (and (and (>= w505_0 0) (< w505_0 4)) (and (>= w505_byte 0) (< w505_byte 4)) $x68)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r504_0 1)))) held_byte)))
(assert
 (let (($x713 (= observed (+ (+ 0 (* 4 (+ 0 (* s506_0 1)))) s506_byte))))
 (and (and (>= s506_0 0) (< s506_0 16)) (and (>= s506_byte 0) (< s506_byte 4)) $x713)))
(assert
 (let (($x1067 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x436 (or false)))
 (or $x436 (not $x1067)))))
(assert
 (let (($x634 (and (>= (- (div (- observed 0) 4) 4) 0) (< (div (- (div (- observed 0) 4) 4) 1) 4) (= (mod (- (div (- observed 0) 4) 4) 1) 0))))
(let (($x436 (or false)))
(or $x436 (not $x634)))))
(check-sat)
