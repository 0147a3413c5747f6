; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r427_byte () Int)
(declare-fun r427_1 () Int)
(declare-fun r427_0 () Int)
(declare-fun byte () Int)
(declare-fun w428_byte () Int)
(declare-fun w428_1 () Int)
(declare-fun w428_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s429_byte () Int)
(declare-fun s429_1 () Int)
(declare-fun s429_0 () Int)
(assert
 (let ((?x552 (+ 0 (* 4 (+ 0 (+ (* r427_0 16) (* r427_1 1)))))))
 (and (and (>= r427_0 0) (< r427_0 8)) (and (>= r427_1 0) (< r427_1 16)) (and (>= r427_byte 0) (< r427_byte 4)) (= byte (+ ?x552 r427_byte)))))
(assert
 (let ((?x287 (+ 0 (* 4 (+ 0 (+ (* w428_0 16) (* w428_1 1)))))))
 (and (and (>= w428_0 0) (< w428_0 8)) (and (>= w428_1 0) (< w428_1 8)) (and (>= w428_byte 0) (< w428_byte 4)) (= byte (+ ?x287 w428_byte)))))
(assert
 (let (($x598 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x104 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x468 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x104 $x598)))
 (or (or false) (not $x468))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x552 (+ 0 (* 4 (+ 0 (+ (* r427_0 16) (* r427_1 1)))))))
 (= carried0 (+ ?x552 held_byte0))))
(assert
 (let ((?x512 (+ 0 (* 4 (+ 8 (+ (* s429_0 16) (* s429_1 1)))))))
(and (and (>= s429_0 0) (< s429_0 8)) (and (>= s429_1 0) (< s429_1 8)) (and (>= s429_byte 0) (< s429_byte 4)) (= carried0 (+ ?x512 s429_byte)))))
(check-sat)
