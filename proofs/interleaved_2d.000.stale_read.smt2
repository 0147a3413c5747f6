; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(4, 8) strides=(16, 2) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r56_byte () Int)
(declare-fun r56_1 () Int)
(declare-fun r56_0 () Int)
(declare-fun byte () Int)
(declare-fun w57_byte () Int)
(declare-fun w57_1 () Int)
(declare-fun w57_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s58_byte () Int)
(declare-fun s58_1 () Int)
(declare-fun s58_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s59_byte () Int)
(declare-fun s59_1 () Int)
(declare-fun s59_0 () Int)
(assert
 (let ((?x41 (+ 0 (* 4 (+ 0 (+ (* r56_0 16) (* r56_1 1)))))))
 (and (and (>= r56_0 0) (< r56_0 4)) (and (>= r56_1 0) (< r56_1 16)) (and (>= r56_byte 0) (< r56_byte 4)) (= byte (+ ?x41 r56_byte)))))
(assert
 (let ((?x144 (+ 0 (* 4 (+ 1 (+ (* w57_0 16) (* w57_1 2)))))))
 (and (and (>= w57_0 0) (< w57_0 4)) (and (>= w57_1 0) (< w57_1 8)) (and (>= w57_byte 0) (< w57_byte 4)) (= byte (+ ?x144 w57_byte)))))
(assert
 (let (($x183 (= (mod (mod (- (div (- byte 0) 4) 1) 16) 2) 0)))
 (let (($x224 (< (div (mod (- (div (- byte 0) 4) 1) 16) 2) 8)))
 (let (($x126 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 16) 4) $x224 $x183)))
 (or (or false) (not $x126))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x41 (+ 0 (* 4 (+ 0 (+ (* r56_0 16) (* r56_1 1)))))))
 (= carried0 (+ ?x41 held_byte0))))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* s58_0 16) (* s58_1 2)))))))
 (and (and (>= s58_0 0) (< s58_0 4)) (and (>= s58_1 0) (< s58_1 8)) (and (>= s58_byte 0) (< s58_byte 4)) (= carried0 (+ ?x307 s58_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* s58_0 8) (* s58_1 1)))))))
 (= carried1 (+ ?x164 held_byte1))))
(assert
 (let ((?x193 (+ 0 (* 4 (+ 0 (+ (* s59_0 8) (* s59_1 1)))))))
(and (and (>= s59_0 0) (< s59_0 4)) (and (>= s59_1 0) (< s59_1 8)) (and (>= s59_byte 0) (< s59_byte 4)) (= carried1 (+ ?x193 s59_byte)))))
(check-sat)
