; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried then sizes=(64) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r530_byte () Int)
(declare-fun r530_0 () Int)
(declare-fun byte () Int)
(declare-fun w531_byte () Int)
(declare-fun w531_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s532_byte () Int)
(declare-fun s532_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s533_byte () Int)
(declare-fun s533_0 () Int)
(assert
 (let (($x24 (= byte (+ (+ 0 (* 4 (+ 0 (* r530_0 1)))) r530_byte))))
 (and (and (>= r530_0 0) (< r530_0 64)) (and (>= r530_byte 0) (< r530_byte 4)) $x24)))
(assert
 (let (($x464 (= byte (+ (+ 0 (* 4 (+ 0 (* w531_0 1)))) w531_byte))))
 (and (and (>= w531_0 0) (< w531_0 32)) (and (>= w531_byte 0) (< w531_byte 4)) $x464)))
(assert
 (let (($x108 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x62 (or false)))
 (or $x62 (not $x108)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r530_0 1)))) held_byte0)))
(assert
 (let (($x330 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s532_0 1)))) s532_byte))))
 (and (and (>= s532_0 0) (< s532_0 64)) (and (>= s532_byte 0) (< s532_byte 4)) $x330)))
(assert
 (let (($x565 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 1) 32) (= (mod (- (div (- carried0 0) 4) 32) 1) 0))))
 (let (($x62 (or false)))
 (or $x62 (not $x565)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s532_0 1)))) held_byte1)))
(assert
 (let (($x198 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s533_0 1)))) s533_byte))))
(and (and (>= s533_0 0) (< s533_0 64)) (and (>= s533_byte 0) (< s533_byte 4)) $x198)))
(check-sat)
