; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r893_byte () Int)
(declare-fun r893_1 () Int)
(declare-fun r893_0 () Int)
(declare-fun byte () Int)
(declare-fun w894_byte () Int)
(declare-fun w894_1 () Int)
(declare-fun w894_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s895_byte () Int)
(declare-fun s895_1 () Int)
(declare-fun s895_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s896_byte () Int)
(declare-fun s896_1 () Int)
(declare-fun s896_0 () Int)
(assert
 (let ((?x578 (+ 0 (* 4 (+ 0 (+ (* r893_0 32) (* r893_1 1)))))))
 (and (and (>= r893_0 0) (< r893_0 8)) (and (>= r893_1 0) (< r893_1 32)) (and (>= r893_byte 0) (< r893_byte 4)) (= byte (+ ?x578 r893_byte)))))
(assert
 (let ((?x348 (+ 0 (* 4 (+ 0 (+ (* w894_0 32) (* w894_1 1)))))))
 (and (and (>= w894_0 0) (< w894_0 8)) (and (>= w894_1 0) (< w894_1 8)) (and (>= w894_byte 0) (< w894_byte 4)) (= byte (+ ?x348 w894_byte)))))
(assert
 (let (($x455 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x693 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x427 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x693 $x455)))
 (let (($x638 (or false)))
 (or $x638 (not $x427)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x578 (+ 0 (* 4 (+ 0 (+ (* r893_0 32) (* r893_1 1)))))))
 (= carried0 (+ ?x578 held_byte0))))
(assert
 (let ((?x606 (+ 0 (* 4 (+ 0 (+ (* s895_0 32) (* s895_1 1)))))))
 (and (and (>= s895_0 0) (< s895_0 8)) (and (>= s895_1 0) (< s895_1 32)) (and (>= s895_byte 0) (< s895_byte 4)) (= carried0 (+ ?x606 s895_byte)))))
(assert
 (let (($x462 (= (mod (mod (- (div (- carried0 0) 4) 8) 32) 1) 0)))
 (let (($x601 (< (div (mod (- (div (- carried0 0) 4) 8) 32) 1) 8)))
 (let (($x249 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 32) 8) $x601 $x462)))
 (let (($x638 (or false)))
 (or $x638 (not $x249)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x606 (+ 0 (* 4 (+ 0 (+ (* s895_0 32) (* s895_1 1)))))))
 (= carried1 (+ ?x606 held_byte1))))
(assert
 (let ((?x228 (+ 0 (* 4 (+ 16 (+ (* s896_0 32) (* s896_1 1)))))))
(and (and (>= s896_0 0) (< s896_0 8)) (and (>= s896_1 0) (< s896_1 8)) (and (>= s896_byte 0) (< s896_byte 4)) (= carried1 (+ ?x228 s896_byte)))))
(check-sat)
