; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r643_byte () Int)
(declare-fun r643_0 () Int)
(declare-fun byte () Int)
(declare-fun w644_byte () Int)
(declare-fun w644_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s645_byte () Int)
(declare-fun s645_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s646_byte () Int)
(declare-fun s646_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s647_byte () Int)
(declare-fun s647_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s648_byte () Int)
(declare-fun s648_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s649_byte () Int)
(declare-fun s649_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s650_byte () Int)
(declare-fun s650_0 () Int)
(assert
 (let (($x357 (= byte (+ (+ 0 (* 4 (+ 0 (* r643_0 1)))) r643_byte))))
 (and (and (>= r643_0 0) (< r643_0 16)) (and (>= r643_byte 0) (< r643_byte 4)) $x357)))
(assert
 (let (($x333 (= byte (+ (+ 0 (* 4 (+ 0 (* w644_0 1)))) w644_byte))))
 (and (and (>= w644_0 0) (< w644_0 4)) (and (>= w644_byte 0) (< w644_byte 4)) $x333)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r643_0 1)))) held_byte0)))
(assert
 (let (($x398 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s645_0 1)))) s645_byte))))
 (and (and (>= s645_0 0) (< s645_0 16)) (and (>= s645_byte 0) (< s645_byte 4)) $x398)))
(assert
 (let (($x327 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x327)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s645_0 1)))) held_byte1)))
(assert
 (let (($x592 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s646_0 1)))) s646_byte))))
 (and (and (>= s646_0 0) (< s646_0 16)) (and (>= s646_byte 0) (< s646_byte 4)) $x592)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s646_0 1)))) held_byte2)))
(assert
 (let (($x456 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s647_0 1)))) s647_byte))))
 (and (and (>= s647_0 0) (< s647_0 4)) (and (>= s647_byte 0) (< s647_byte 4)) $x456)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s647_0 1)))) held_byte3)))
(assert
 (let (($x480 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s648_0 1)))) s648_byte))))
 (and (and (>= s648_0 0) (< s648_0 16)) (and (>= s648_byte 0) (< s648_byte 4)) $x480)))
(assert
 (let (($x109 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x109)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s648_0 1)))) held_byte4)))
(assert
 (let (($x513 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s649_0 1)))) s649_byte))))
 (and (and (>= s649_0 0) (< s649_0 16)) (and (>= s649_byte 0) (< s649_byte 4)) $x513)))
(assert
 (let (($x435 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x435)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s649_0 1)))) held_byte5)))
(assert
 (let (($x157 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s650_0 1)))) s650_byte))))
(and (and (>= s650_0 0) (< s650_0 4)) (and (>= s650_byte 0) (< s650_byte 4)) $x157)))
(check-sat)
