; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r425_byte () Int)
(declare-fun r425_1 () Int)
(declare-fun r425_0 () Int)
(declare-fun byte () Int)
(declare-fun w426_byte () Int)
(declare-fun w426_1 () Int)
(declare-fun w426_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s427_byte () Int)
(declare-fun s427_1 () Int)
(declare-fun s427_0 () Int)
(assert
 (let ((?x198 (+ 0 (* 4 (+ 0 (+ (* r425_0 16) (* r425_1 1)))))))
 (and (and (>= r425_0 0) (< r425_0 8)) (and (>= r425_1 0) (< r425_1 16)) (and (>= r425_byte 0) (< r425_byte 4)) (= byte (+ ?x198 r425_byte)))))
(assert
 (let ((?x316 (+ 0 (* 4 (+ 0 (+ (* w426_0 16) (* w426_1 1)))))))
 (and (and (>= w426_0 0) (< w426_0 8)) (and (>= w426_1 0) (< w426_1 8)) (and (>= w426_byte 0) (< w426_byte 4)) (= byte (+ ?x316 w426_byte)))))
(assert
 (let (($x196 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x117 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x582 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x117 $x196)))
 (or (or false) (not $x582))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x198 (+ 0 (* 4 (+ 0 (+ (* r425_0 16) (* r425_1 1)))))))
 (= carried0 (+ ?x198 held_byte0))))
(assert
 (let ((?x192 (+ 0 (* 4 (+ 8 (+ (* s427_0 16) (* s427_1 1)))))))
(and (and (>= s427_0 0) (< s427_0 8)) (and (>= s427_1 0) (< s427_1 8)) (and (>= s427_byte 0) (< s427_byte 4)) (= carried0 (+ ?x192 s427_byte)))))
(check-sat)
