; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r58_byte () Int)
(declare-fun r58_1 () Int)
(declare-fun r58_0 () Int)
(declare-fun byte () Int)
(declare-fun w59_byte () Int)
(declare-fun w59_1 () Int)
(declare-fun w59_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s60_byte () Int)
(declare-fun s60_1 () Int)
(declare-fun s60_0 () Int)
(assert
 (let ((?x146 (+ 0 (* 4 (+ 0 (+ (* r58_0 16) (* r58_1 1)))))))
 (and (and (>= r58_0 0) (< r58_0 4)) (and (>= r58_1 0) (< r58_1 16)) (and (>= r58_byte 0) (< r58_byte 4)) (= byte (+ ?x146 r58_byte)))))
(assert
 (let ((?x273 (+ 0 (* 4 (+ 1 (+ (* w59_0 16) (* w59_1 2)))))))
 (and (and (>= w59_0 0) (< w59_0 4)) (and (>= w59_1 0) (< w59_1 8)) (and (>= w59_byte 0) (< w59_byte 4)) (= byte (+ ?x273 w59_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x146 (+ 0 (* 4 (+ 0 (+ (* r58_0 16) (* r58_1 1)))))))
 (= observed (+ ?x146 held_byte))))
(assert
 (let ((?x231 (+ 0 (* 4 (+ 0 (+ (* s60_0 16) (* s60_1 1)))))))
 (and (and (>= s60_0 0) (< s60_0 4)) (and (>= s60_1 0) (< s60_1 16)) (and (>= s60_byte 0) (< s60_byte 4)) (= observed (+ ?x231 s60_byte)))))
(assert
 (let (($x105 (= (mod (mod (- (div (- byte 0) 4) 1) 16) 2) 0)))
(let (($x191 (< (div (mod (- (div (- byte 0) 4) 1) 16) 2) 8)))
(let (($x35 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 16) 4) $x191 $x105)))
(or (or false) (not $x35))))))
(check-sat)
